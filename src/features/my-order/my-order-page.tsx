import { useLocation } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { myOrderMessages, orderStatusWords, orderTokenPattern, type MyOrder } from '../../contracts/my-order'
import { PageHero } from '../../components/sections/page-hero'
import { saveFile } from '../../lib/save-file'
import { askForLinks } from '../../components/lost-link/ask-for-links'
import { LostLinkForm } from '../../components/lost-link/lost-link-form'
import { privatePages } from '../../site/private-pages'
import { downloadDocument, readOrder } from './my-order-api'
import styles from './my-order.module.css'
import privatePage from '../../styles/private-page.module.css'

type PageState =
  | { kind: 'no-link' }
  | { kind: 'loading' }
  | { kind: 'gone' }
  | { kind: 'failed'; message: string }
  | { kind: 'shown'; order: MyOrder }

const tokenOf = (hash: string) => {
  const token = hash.replace(/^#/, '').trim()
  return orderTokenPattern.test(token) ? token : null
}

const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100)
const day = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date(iso))

/** /my-order#<token>: the buyer's order, from the link in the receipt e-mail (issue 44, item 4). */
export function MyOrderPage() {
  const token = useLocation({ select: (location) => tokenOf(location.hash) })
  const [state, setState] = useState<PageState>(token === null ? { kind: 'no-link' } : { kind: 'loading' })
  useEffect(() => {
    if (token === null) {
      setState({ kind: 'no-link' })
      return
    }
    let current = true
    setState({ kind: 'loading' })
    void readOrder(token).then((outcome) => {
      if (!current) return
      if (outcome.kind === 'ok') setState({ kind: 'shown', order: outcome.value })
      else if (outcome.kind === 'gone') setState({ kind: 'gone' })
      else setState({ kind: 'failed', message: outcome.message })
    })
    return () => {
      current = false
    }
  }, [token])

  const page = privatePages.myOrder
  return (
    <>
      {/* One buyer's page: never indexed (the server also answers it no-store and noindex). */}
      <title>{page.title}</title>
      <meta name="description" content={page.description} />
      <meta name="robots" content="noindex, nofollow" />
      <PageHero title="Your order" lead="Your plan order: its status, its tax invoice and any credit note." />
      <section className={privatePage.section} aria-label="Your order">
        <div className={privatePage.column}>
          {state.kind === 'shown' ? (
            token !== null && <OrderSummary token={token} order={state.order} />
          ) : (
            <div className={privatePage.card} role={state.kind === 'loading' ? 'status' : undefined}>
              <h2 className={privatePage.heading}>{headings[state.kind]}</h2>
              {state.kind === 'no-link' && <p>{myOrderMessages.incomplete}</p>}
              {state.kind === 'gone' && <p>{myOrderMessages.notFound}</p>}
              {state.kind === 'failed' && <p>{state.message}</p>}
            </div>
          )}
          {(state.kind === 'no-link' || state.kind === 'gone') && (
            <LostLinkForm
              title="Lost your order link?"
              intro="Type the e-mail address you paid with: we will send a fresh link for each of your orders, and the links sent before stop working once it has gone out."
              submitLabel="Send me my order links"
              ask={(email) => askForLinks('/api/my-order/lost-link/', email, myOrderMessages.lostLinkSent)}
            />
          )}
        </div>
      </section>
    </>
  )
}

const headings: Record<Exclude<PageState['kind'], 'shown'>, string> = {
  'no-link': 'This link is not complete',
  loading: 'Loading your order…',
  gone: 'This link does not open an order',
  failed: 'Your order could not be loaded',
}

function OrderSummary({ token, order }: { token: string; order: MyOrder }) {
  const [busy, setBusy] = useState<string | null>(null)
  const [error, setError] = useState('')
  const download = async (number: string) => {
    setBusy(number)
    setError('')
    const outcome = await downloadDocument(token, number)
    setBusy(null)
    if (outcome.kind === 'ok') saveFile({ blob: outcome.value, name: `${number.replaceAll('/', '-')}.pdf` })
    else setError(outcome.kind === 'failed' ? outcome.message : myOrderMessages.notFound)
  }
  return (
    <div className={privatePage.card}>
      <h2 className={privatePage.heading}>{order.plan} plan</h2>
      <dl className={styles.facts}>
        <div>
          <dt>Amount</dt>
          <dd>{rupees(order.amount)} (GST included)</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{day(order.paid_at)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{orderStatusWords[order.status]}</dd>
        </div>
        {order.invoice && (
          <div>
            <dt>Tax invoice</dt>
            <dd>{order.invoice.number}</dd>
          </div>
        )}
      </dl>
      <ul className={styles.documents}>
        {order.invoice && (
          <li>
            <button
              type="button"
              className={styles.button}
              disabled={busy !== null}
              onClick={() => order.invoice && void download(order.invoice.number)}
            >
              Download invoice
            </button>
          </li>
        )}
        {order.credit_notes.map((note) => (
          <li key={note.number}>
            <button
              type="button"
              className={styles.button}
              disabled={busy !== null}
              onClick={() => void download(note.number)}
            >
              Download credit note {note.number}
            </button>
          </li>
        ))}
      </ul>
      <p role="status" className={error ? styles.error : undefined}>
        {busy ? 'Preparing the PDF…' : error}
      </p>
    </div>
  )
}
