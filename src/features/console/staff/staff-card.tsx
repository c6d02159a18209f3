import { useId, useState } from 'react'
import { roleDescriptions, type StaffMember, type StaffRole, staffRoles } from '../../../contracts/console-access'
import fieldStyles from '../../../components/forms/form-field.module.css'
import { failureMessage } from '../console-api'
import styles from '../console.module.css'
import { ConfirmDialog } from '../parts/confirm-dialog'
import { useConsoleAction } from '../use-console-data'
import { changeRole, endStaffSessions, resetTwoStep } from './staff-api'
import { StaffPasskeys } from './staff-passkeys'

/**
 * What protects a member's account, as it is: a member made by the company's provider has no password
 * and no authenticator app here; the provider's own sign-in checks them (issue 64).
 */
function protectionOf(member: StaffMember, provider: string | null): string {
  const through = provider ?? "the company's provider"
  const browsers = `Signed-in browsers: ${member.live_sessions}`
  if (!member.password) return `Signs in through ${through}, which checks who they are · ${browsers}`
  const twoStep = `Two-step sign-in: ${member.two_step ? 'on' : 'not set up yet'} · Passkeys: ${member.passkeys.length}`
  return member.provider_account
    ? `Signs in with a password or through ${through} · ${twoStep} · ${browsers}`
    : `${twoStep} · ${browsers}`
}

/** One staff member: role (changeable by another admin), what protects the account (passkeys listed), and its sessions. */
export function StaffCard({
  member,
  provider,
  onChanged,
  announce,
}: {
  member: StaffMember
  /** The company's provider by name, when the server has one. */
  provider: string | null
  onChanged: (change: Partial<StaffMember>) => void
  announce: (message: string, isError?: boolean) => void
}) {
  const id = useId()
  const run = useConsoleAction()
  const [role, setRole] = useState<StaffRole>(member.role)
  const [busy, setBusy] = useState(false)

  async function act(action: () => Promise<void>, done: string, failed: string, change: Partial<StaffMember>) {
    setBusy(true)
    const result = await run(action)
    setBusy(false)
    if (result.ok) {
      announce(done)
      onChanged(change)
    } else announce(`${failed} ${failureMessage(result.error)}`, true)
  }

  return (
    <li>
      <article className={styles.card} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>
          {member.email}
          {member.you && (
            <>
              {' '}
              <span className={styles.badge}>You</span>
            </>
          )}
        </h2>
        <p className={styles.meta}>{protectionOf(member, provider)}</p>
        <form
          className={styles.actions}
          onSubmit={(event) => {
            event.preventDefault()
            void act(
              () => changeRole(member.id, role),
              `${member.email} is now ${role}; their sessions have ended.`,
              'The role was not changed.',
              { role, live_sessions: 0 },
            )
          }}
        >
          <div className={fieldStyles.field}>
            <label htmlFor={`${id}-role`}>Role</label>
            <select
              id={`${id}-role`}
              value={role}
              disabled={member.you || busy}
              aria-describedby={`${id}-role-hint`}
              onChange={(event) => setRole(staffRoles.find((known) => known === event.target.value) ?? member.role)}
            >
              {staffRoles.map((known) => (
                <option key={known} value={known}>
                  {known}: {roleDescriptions[known]}
                </option>
              ))}
            </select>
            <p id={`${id}-role-hint`} className={fieldStyles.hint}>
              {member.you ? 'Another administrator can change your role.' : 'A new role ends their sessions.'}
            </p>
          </div>
          {!member.you && (
            <button type="submit" className={styles.button} disabled={busy || role === member.role}>
              Save role
            </button>
          )}
        </form>
        <StaffPasskeys member={member} announce={announce} onRemoved={(passkeys) => onChanged({ passkeys })} />
        <div className={styles.actions}>
          <ConfirmDialog
            trigger={
              <button type="button" className={styles.button} disabled={busy} aria-describedby={`${id}-title`}>
                End sessions
              </button>
            }
            title={`End the sessions of ${member.email}?`}
            description={
              member.you
                ? 'Every other browser you are signed in on is signed out. This one stays signed in.'
                : 'Every browser they are signed in on is signed out. They can sign in again.'
            }
            confirmLabel="End sessions"
            onConfirm={() =>
              void act(
                () => endStaffSessions(member.id),
                `The sessions of ${member.email} have ended.`,
                'The sessions were not ended.',
                { live_sessions: member.you ? 1 : 0 },
              )
            }
          />
          {/* Nothing to reset for a member who never set up two-step sign-in. */}
          {!member.you && (member.two_step || member.passkeys.length > 0) && (
            <ConfirmDialog
              trigger={
                <button type="button" className={styles.danger} disabled={busy} aria-describedby={`${id}-title`}>
                  Reset two-step sign-in
                </button>
              }
              title={`Reset two-step sign-in for ${member.email}?`}
              description="Their authenticator app, recovery codes and passkeys stop working and their sessions end. At their next sign-in they set up two-step sign-in again."
              confirmLabel="Reset"
              onConfirm={() =>
                void act(
                  () => resetTwoStep(member.id),
                  `Two-step sign-in was reset for ${member.email}.`,
                  'Two-step sign-in was not reset.',
                  { two_step: false, passkeys: [], live_sessions: 0 },
                )
              }
            />
          )}
        </div>
      </article>
    </li>
  )
}
