import { consoleAreas, type StaffRole } from '../../../contracts/console-access'
import { DeliveryStatus } from '../deliveries/delivery-status'
import styles from '../console.module.css'
import { LoadState } from '../parts/load-state'
import { useNotice } from '../parts/notice'
import { useConsoleData } from '../use-console-data'
import { fetchStaff } from './staff-api'
import { useSignInProvider } from '../provider-sign-in'
import { StaffCard } from './staff-card'

/** A role's screens in words, from the table the server enforces ('Account' is everyone's). */
function areasOf(role: StaffRole): string {
  const labels = consoleAreas
    .filter((area) => area.slug !== 'account' && (area.roles as readonly StaffRole[]).includes(role))
    .map((area) => area.label.toLowerCase())
  return labels.length < 2 ? (labels[0] ?? 'nothing') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`
}

/**
 * Administrators: who has access and with which role. Staff are added with `npm run staff -- add`;
 * here their role changes, their sessions end, and a lost second factor is reset.
 */
export function StaffScreen() {
  const staff = useConsoleData(fetchStaff, 'staff')
  const provider = useSignInProvider()
  const { element: notice, announce } = useNotice()
  return (
    <>
      <h1 tabIndex={-1}>Staff</h1>
      <p className={styles.meta}>
        Recruiters see {areasOf('recruiter')}; finance sees {areasOf('finance')}; administrators see everything. Add
        staff with <code>npm run staff -- add</code>
        {provider === null
          ? '.'
          : `, or through ${provider}: a first sign-in there makes the member, with the role the provider gives them.`}
      </p>
      {notice}
      {/* One column with the list's spacing: the outbox's card, then the staff. */}
      <div className={styles.list}>
        <DeliveryStatus announce={announce} />
        <LoadState state={staff.state} reload={staff.reload} what="staff">
          {(list) => (
            <ul className={styles.list} aria-label="Staff">
              {list.map((member) => (
                <StaffCard
                  key={member.id}
                  member={member}
                  provider={provider}
                  announce={announce}
                  onChanged={(change) =>
                    staff.update((items) =>
                      items.map((item) => (item.id === member.id ? { ...item, ...change } : item)),
                    )
                  }
                />
              ))}
            </ul>
          )}
        </LoadState>
      </div>
    </>
  )
}
