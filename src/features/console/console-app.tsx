import { getRouteApi } from '@tanstack/react-router'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { settings } from '../../site/settings'
import { failureMessage } from './console-api'
import { ConsoleLayout } from './console-layout'
import type { StaffRole } from '../../contracts/console-access'
import { type ConsoleScreen, consoleScreens, screenFor, screensFor } from './console-screens'
import { ConsoleSessionContext } from './console-session'
import { currentStaff, signOut } from './sign-in-api'
import { SignInForm } from './sign-in-form'
import styles from './console.module.css'
import { ApplicationsScreen } from './applications/applications-screen'
import { JobsScreen } from './jobs/jobs-screen'
import { PlansScreen } from './plans/plans-screen'
import { AccountScreen } from './account/account-screen'
import { AuditScreen, MessagesScreen, ReferralsScreen } from './lists/list-screens'
import { OrdersScreen } from './orders/orders-screen'
import { StaffScreen } from './staff/staff-screen'
import { PeopleScreen } from './people/people-screen'
import { useFreshCodeDialog } from './two-step/fresh-code-dialog'
import { SecondStepForm } from './two-step/second-step-form'

const route = getRouteApi('/console/$')

type Session =
  | { kind: 'checking' }
  | { kind: 'failed'; message: string }
  | { kind: 'out'; notice?: string }
  | { kind: 'step'; step: 'code' | 'setup' }
  | { kind: 'in'; email: string; role: StaffRole; status_emails: boolean }

const screenComponents: Record<ConsoleScreen, () => React.JSX.Element> = {
  applications: ApplicationsScreen,
  jobs: JobsScreen,
  plans: PlansScreen,
  referrals: ReferralsScreen,
  messages: MessagesScreen,
  people: PeopleScreen,
  orders: OrdersScreen,
  staff: StaffScreen,
  audit: AuditScreen,
  account: AccountScreen,
}

/** The company's side of the site: sign-in, then one screen per kind of record. Never indexed. */
export function ConsoleApp() {
  const { _splat } = route.useParams()
  const [session, setSession] = useState<Session>({ kind: 'checking' })
  const [attempt, setAttempt] = useState(0)
  const role = session.kind === 'in' ? session.role : 'admin'
  const screen = screenFor(_splat, role)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the 'Try again' button
  useEffect(() => {
    const controller = new AbortController()
    currentStaff(controller.signal).then(
      (staff) => setSession(staff),
      (error: unknown) => {
        if (!controller.signal.aborted) setSession({ kind: 'failed', message: failureMessage(error) })
      },
    )
    return () => controller.abort()
  }, [attempt])

  const signedOut = useCallback((notice: string) => setSession({ kind: 'out', notice }), [])
  const freshCode = useFreshCodeDialog(signedOut)
  const sessionEnded = useCallback(() => signedOut('Your session has ended. Please sign in again.'), [signedOut])
  // Cancelling the second step ends the half-open session on the server too.
  const cancelSignIn = useCallback(
    (notice: string) => {
      void signOut()
      signedOut(notice)
    },
    [signedOut],
  )
  const email = session.kind === 'in' ? session.email : ''
  const statusEmails = session.kind === 'in' && session.status_emails
  const askForFreshCode = freshCode.ask
  const context = useMemo(
    () => ({ email, role, statusEmails, sessionEnded, signedOut, askForFreshCode }),
    [email, role, statusEmails, sessionEnded, signedOut, askForFreshCode],
  )
  const mine = screensFor(role)
  const allowed = screen !== null && mine.some((item) => item.slug === screen)
  const label = consoleScreens.find((item) => item.slug === screen)?.label ?? 'Not found'
  const Screen = screen === null || !allowed ? null : screenComponents[screen]

  return (
    <>
      <title>{`${session.kind === 'in' ? label : 'Sign in'} | ${settings.companyName} console`}</title>
      <meta name="robots" content="noindex, nofollow" />
      {/* The same frame as the console's shell (server/build/vite/console-shell.ts) shows before this. */}
      {session.kind === 'checking' && (
        <main className={styles.signIn}>
          <div className={styles.form}>
            <h1>{settings.companyName} console</h1>
            <p className={styles.meta} role="status">
              Loading the console…
            </p>
          </div>
        </main>
      )}
      {session.kind === 'failed' && (
        <main className={styles.signIn}>
          <div className={styles.form}>
            <h1>{settings.companyName} console</h1>
            <p role="alert">{session.message}</p>
            <button type="button" className={styles.primary} onClick={() => setAttempt((value) => value + 1)}>
              Try again
            </button>
          </div>
        </main>
      )}
      {session.kind === 'out' && (
        <SignInForm
          notice={session.notice}
          onPasswordAccepted={(step) => setSession({ kind: 'step', step })}
          onSignedIn={(staff) => setSession({ kind: 'in', ...staff })}
        />
      )}
      {session.kind === 'step' && (
        <SecondStepForm
          step={session.step}
          onSignedIn={(staff) =>
            staff === null ? setAttempt((value) => value + 1) : setSession({ kind: 'in', ...staff })
          }
          onSignedOut={cancelSignIn}
        />
      )}
      {session.kind === 'in' && (
        <ConsoleSessionContext.Provider value={context}>
          <ConsoleLayout
            screen={screen}
            screens={mine}
            email={session.email}
            onSignOut={async () => {
              if (await signOut()) setSession({ kind: 'out', notice: 'You have signed out.' })
              else throw new Error('not signed out')
            }}
          >
            {Screen !== null ? (
              <Screen />
            ) : screen === null ? (
              <>
                <h1 tabIndex={-1}>Not found</h1>
                <p>The console has no such screen. Choose one above.</p>
              </>
            ) : (
              <>
                <h1 tabIndex={-1}>{label}</h1>
                <p>Your role does not give access to this screen. Choose one above, or ask an administrator.</p>
              </>
            )}
          </ConsoleLayout>
          {freshCode.element}
        </ConsoleSessionContext.Provider>
      )}
    </>
  )
}
