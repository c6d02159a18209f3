import { getRouteApi } from '@tanstack/react-router'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { settings } from '../../site/settings'
import { failureMessage } from './console-api'
import { ConsoleLayout } from './console-layout'
import { type ConsoleScreen, consoleScreens, screenFor } from './console-screens'
import { ConsoleSessionContext } from './console-session'
import { currentStaff, signOut } from './sign-in-api'
import { SignInForm } from './sign-in-form'
import styles from './console.module.css'
import { ApplicationsScreen } from './applications/applications-screen'
import { JobsScreen } from './jobs/jobs-screen'
import { PlansScreen } from './plans/plans-screen'
import { AccountScreen } from './account/account-screen'
import { AuditScreen, MessagesScreen, OrdersScreen, ReferralsScreen } from './lists/list-screens'

const route = getRouteApi('/console/$')

type Session =
  | { kind: 'checking' }
  | { kind: 'failed'; message: string }
  | { kind: 'out'; notice?: string }
  | { kind: 'in'; email: string }

const screenComponents: Record<ConsoleScreen, () => React.JSX.Element> = {
  applications: ApplicationsScreen,
  jobs: JobsScreen,
  plans: PlansScreen,
  referrals: ReferralsScreen,
  messages: MessagesScreen,
  orders: OrdersScreen,
  audit: AuditScreen,
  account: AccountScreen,
}

/** The company's side of the site: sign-in, then one screen per kind of record. Never indexed. */
export function ConsoleApp() {
  const { _splat } = route.useParams()
  const screen = screenFor(_splat)
  const [session, setSession] = useState<Session>({ kind: 'checking' })
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the 'Try again' button
  useEffect(() => {
    const controller = new AbortController()
    currentStaff(controller.signal).then(
      (staff) => setSession(staff === null ? { kind: 'out' } : { kind: 'in', email: staff.email }),
      (error: unknown) => {
        if (!controller.signal.aborted) setSession({ kind: 'failed', message: failureMessage(error) })
      },
    )
    return () => controller.abort()
  }, [attempt])

  const signedOut = useCallback((notice: string) => setSession({ kind: 'out', notice }), [])
  const sessionEnded = useCallback(() => signedOut('Your session has ended. Please sign in again.'), [signedOut])
  const email = session.kind === 'in' ? session.email : ''
  const context = useMemo(() => ({ email, sessionEnded, signedOut }), [email, sessionEnded, signedOut])
  const label = consoleScreens.find((item) => item.slug === screen)?.label ?? 'Not found'
  const Screen = screen === null ? null : screenComponents[screen]

  return (
    <>
      <title>{`${session.kind === 'in' ? label : 'Sign in'} | ${settings.companyName} console`}</title>
      <meta name="robots" content="noindex, nofollow" />
      {session.kind === 'checking' && (
        <main className={styles.signIn}>
          <p role="status">Loading the console…</p>
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
        <SignInForm notice={session.notice} onSignedIn={(signedIn) => setSession({ kind: 'in', email: signedIn })} />
      )}
      {session.kind === 'in' && (
        <ConsoleSessionContext.Provider value={context}>
          <ConsoleLayout
            screen={screen}
            email={session.email}
            onSignOut={async () => {
              if (await signOut()) setSession({ kind: 'out', notice: 'You have signed out.' })
              else throw new Error('not signed out')
            }}
          >
            {Screen === null ? (
              <>
                <h1 tabIndex={-1}>Not found</h1>
                <p>The console has no such screen. Choose one above.</p>
              </>
            ) : (
              <Screen />
            )}
          </ConsoleLayout>
        </ConsoleSessionContext.Provider>
      )}
    </>
  )
}
