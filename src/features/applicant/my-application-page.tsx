import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { applicantMessages } from '../../contracts/applicant'
import { PageHero } from '../../components/sections/page-hero'
import { privatePages } from '../../site/private-pages'
import { ApplicationSummary } from './application-summary'
import { askForLinks } from '../../components/lost-link/ask-for-links'
import { LostLinkForm } from '../../components/lost-link/lost-link-form'
import styles from './my-application.module.css'
import privatePage from '../../styles/private-page.module.css'
import { useMyApplication, type PageState } from './use-my-application'

/** /my-application#<token>: the applicant's own page, from the link in their e-mail (record 050). */
export function MyApplicationPage() {
  const { token, state, setState, retry } = useMyApplication()
  const page = privatePages.myApplication
  return (
    <>
      {/* React 19 puts these in the document's head; one person's page is never indexed. */}
      <title>{page.title}</title>
      <meta name="description" content={page.description} />
      <meta name="robots" content="noindex, nofollow" />
      <PageHero title="Your application" lead={leads[state.kind] ?? shownLead} />
      <section className={privatePage.section} aria-label="Your application">
        <div className={privatePage.column}>
          {state.kind !== 'shown' ? (
            <StateMessage state={state} onRetry={retry} />
          ) : (
            token !== null && (
              <ApplicationSummary
                token={token}
                application={state.application}
                onChange={(application) => setState({ kind: 'shown', application })}
                onGone={(deleted) => setState({ kind: deleted ? 'deleted' : 'gone' })}
              />
            )
          )}
          {(state.kind === 'no-link' || state.kind === 'gone') && (
            <LostLinkForm
              title="Lost your link?"
              intro="Type the e-mail address you applied with: we will send a fresh link for each of your applications, and the links sent before stop working once it has gone out."
              submitLabel="Send me my links"
              ask={(email) => askForLinks('/api/my-application/lost-link/', email, applicantMessages.lostLinkSent)}
            />
          )}
        </div>
      </section>
    </>
  )
}

/** The hero's promise holds only while there is an application to show. */
const shownLead =
  'Your private page: see where your application stands, take a copy of your data, withdraw the application or delete your data.'
const leads: Partial<Record<PageState['kind'], string>> = {
  deleted: 'Your application has been deleted, with your CV and this private link.',
  gone: 'This private link no longer opens an application.',
}

const headings: Record<Exclude<PageState['kind'], 'shown'>, string> = {
  'no-link': 'This link is not complete',
  loading: 'Loading your application…',
  gone: applicantMessages.noLongerExists,
  deleted: applicantMessages.noLongerExists,
  failed: 'Your application could not be loaded',
}

/** Every state but the application itself: a heading that takes focus when it replaces the page's content. */
function StateMessage({ state, onRetry }: { state: Exclude<PageState, { kind: 'shown' }>; onRetry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    // After a deletion the button that was pressed is gone: the message takes focus instead.
    if (state.kind === 'deleted') heading.current?.focus()
  }, [state.kind])
  return (
    <div className={`${privatePage.card} ${styles.card}`} role={state.kind === 'loading' ? 'status' : undefined}>
      <h2 ref={heading} tabIndex={-1} className={privatePage.heading}>
        {headings[state.kind]}
      </h2>
      {state.kind === 'no-link' && (
        <p>
          Open the page from the link in the e-mail we sent you, or copy the whole address from it, including everything
          after “#”.
        </p>
      )}
      {state.kind === 'gone' && (
        <p>
          It may have been deleted, or the link is more than 12 months old. If you still have an application with us,
          ask for a fresh link below.
        </p>
      )}
      {state.kind === 'deleted' && <p>{applicantMessages.deleted} We keep nothing else about it.</p>}
      {(state.kind === 'deleted' || state.kind === 'gone') && (
        <p>
          <Link to="/job-openings" className={styles.button}>
            See current openings
          </Link>
        </p>
      )}
      {state.kind === 'failed' && (
        <>
          <p>{state.message}</p>
          <button type="button" className={styles.button} onClick={onRetry}>
            Try again
          </button>
        </>
      )}
    </div>
  )
}
