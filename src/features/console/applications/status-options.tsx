import { type ApplicationStatus, applicationStatuses } from '../../../contracts/console'

/** One option per application status, for the status control and the status filter. */
export function StatusOptions() {
  return applicationStatuses.map((status) => (
    <option key={status} value={status}>
      {status}
    </option>
  ))
}

/** The status a select's value names, or undefined for anything else. */
export const statusNamed = (value: string): ApplicationStatus | undefined =>
  applicationStatuses.find((known) => known === value)
