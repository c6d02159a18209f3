import { Link, useLocation } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { describeJobSearch, jobAlertMessages, jobAlertTokenPattern } from '../../contracts/job-alert'
import { PageHero } from '../../components/sections/page-hero'
import { privatePages } from '../../site/private-pages'
import { alertOfUnsubscribeLink, confirmAlert, unsubscribeAlert } from './job-alerts-api'
import styles from './job-alerts.module.css'
import privatePage from '../../styles/private-page.module.css'

/** What the e-mail's link asks: `#confirm=<token>` or `#unsubscribe=<token>`; null when cut short. */
export function linkOf(hash: string): { action: 'confirm' | 'unsubscribe'; token: string } | null {
  const match = /^#?(confirm|unsubscribe)=(.*)$/.exec(hash.trim())
  const token = match?.[2] ?? ''
  if (match === null || !jobAlertTokenPattern.test(token)) return null
  return { action: match[1] === 'confirm' ? 'confirm' : 'unsubscribe', token }
}

type State =
  | { kind: 'no-link' }
  | { kind: 'working' }
  | { kind: 'ask'; what: string }
  | { kind: 'confirmed'; what: string }
  | { kind: 'unsubscribed'; what: string }
  | { kind: 'stopped' }
  | { kind: 'gone' }
  | { kind: 'failed'; message: string }

/**
 * /job-alerts#confirm=… and #unsubscribe=… (record 054): a confirmation link confirms when the page
 * opens (a mail scanner's GET runs no script); an unsubscribe link names its alert and waits for the
 * button, or says at once that the alert is already stopped.
 */
export function JobAlertsPage() {
  const link = useLocation({ select: (location) => linkOf(location.hash) })
  // Opened with no link at all (typed, bookmarked): not a broken link, just no alert yet.
  const bare = useLocation({ select: (location) => location.hash.replace(/^#/, '').trim() === '' })
  const action = link?.action
  const token = link?.token
  const [state, setState] = useState<State>(link === null ? { kind: 'no-link' } : { kind: 'working' })
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (action === undefined || token === undefined) return setState({ kind: 'no-link' })
    let current = true
    setState({ kind: 'working' })
    const opened = action === 'confirm' ? confirmAlert(token) : alertOfUnsubscribeLink(token)
    void opened.then((outcome) => {
      if (!current) return
      if (outcome.kind === 'ok') {
        const what = describeJobSearch(outcome.value)
        setState(action === 'confirm' ? { kind: 'confirmed', what } : { kind: 'ask', what })
      } else if (outcome.kind === 'gone' && action === 'unsubscribe') {
        // Unsubscribed before (or removed after a year unread): nothing more is sent for this link.
        setState({ kind: 'stopped' })
      } else setState(outcome)
    })
    return () => {
      current = false
    }
  }, [action, token])

  async function unsubscribe() {
    if (token === undefined || state.kind !== 'ask') return
    const { what } = state
    setState({ kind: 'working' })
    const outcome = await unsubscribeAlert(token)
    setState(
      outcome.kind === 'ok' ? { kind: 'unsubscribed', what } : outcome.kind === 'gone' ? { kind: 'stopped' } : outcome,
    )
    // The button is gone: the answer's heading takes focus.
    requestAnimationFrame(() => heading.current?.focus())
  }

  const page = privatePages.jobAlerts
  return (
    <>
      <title>{page.title}</title>
      <meta name="description" content={page.description} />
      <meta name="robots" content="noindex, nofollow" />
      <PageHero title="Job alerts" lead="New openings by e-mail: at most one e-mail a day, only when there is news." />
      <section className={privatePage.section} aria-label="Your job alert">
        <div
          className={`${privatePage.column} ${privatePage.card}`}
          role={state.kind === 'working' ? 'status' : undefined}
        >
          <h2 ref={heading} tabIndex={-1} className={privatePage.heading}>
            {state.kind === 'no-link' && bare ? 'Get new openings by e-mail' : headings[state.kind]}
          </h2>
          {state.kind === 'confirmed' && (
            <p>
              We will e-mail you {state.what} — at most once a day, only when there are new ones. Every e-mail has a
              link to stop them.
            </p>
          )}
          {state.kind === 'ask' && (
            <>
              <p>
                This alert e-mails you {state.what}. After you unsubscribe, you get no more e-mails about this search.
              </p>
              <button type="button" className={styles.button} onClick={() => void unsubscribe()}>
                Unsubscribe
              </button>
            </>
          )}
          {state.kind === 'unsubscribed' && (
            <p>
              {jobAlertMessages.unsubscribed} (This alert was for {state.what}.)
            </p>
          )}
          {state.kind === 'stopped' && <p>{jobAlertMessages.alreadyStopped}</p>}
          {state.kind === 'gone' && <p>{jobAlertMessages.linkNotValid}</p>}
          {state.kind === 'no-link' && !bare && (
            <p>
              Open this page from the link in our e-mail, or copy the whole address from it, including everything after
              “#”.
            </p>
          )}
          {state.kind === 'no-link' && (
            <>
              <p>
                To set up an alert, search the job openings, then press “Get new openings by e-mail”. We send one e-mail
                to confirm your address first.
              </p>
              <Link to="/job-openings" className={styles.button}>
                Set up a job alert
              </Link>
            </>
          )}
          {state.kind === 'failed' && <p>{state.message}</p>}
          {(state.kind === 'confirmed' ||
            state.kind === 'unsubscribed' ||
            state.kind === 'stopped' ||
            state.kind === 'gone') && (
            <Link to="/job-openings" className={styles.button}>
              See current openings
            </Link>
          )}
        </div>
      </section>
    </>
  )
}

const headings: Record<State['kind'], string> = {
  'no-link': 'This link is not complete',
  working: 'One moment…',
  ask: 'Stop these e-mails?',
  confirmed: 'Your job alert is on',
  unsubscribed: 'Unsubscribed',
  stopped: 'These e-mails are already stopped',
  gone: 'This link no longer works',
  failed: 'That did not work',
}
