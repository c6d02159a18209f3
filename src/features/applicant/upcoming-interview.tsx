import { applicantControls } from '../../contracts/applicant'
import { interviewWhen, type UpcomingInterview as Interview } from '../../contracts/interviews'
import styles from './my-application.module.css'

/** The applicant's next interview: date, time in IST (the zone named), place, and its calendar file. */
export function UpcomingInterview({
  interview,
  disabled,
  onDownload,
}: {
  interview: Interview
  disabled: boolean
  onDownload: () => void
}) {
  const when = interviewWhen(interview.starts_at, interview.minutes)
  return (
    <div>
      <dt>Interview</dt>
      <dd>
        {when.day}, {when.time}
        <br />
        Place: {interview.place}
        <br />
        <button type="button" className={styles.linkButton} aria-disabled={disabled} onClick={onDownload}>
          {applicantControls.interviewInvitation}
        </button>
      </dd>
    </div>
  )
}
