import { type DeliveryMessage, deliveryKindLabels, deliveryMessages } from '../../../contracts/deliveries'
import styles from '../console.module.css'
import { formatWhen } from '../parts/formatting'
import local from './deliveries.module.css'

/** What a network error's code means, for the few a mail server's outage gives. */
const codeWords: Readonly<Record<string, string>> = {
  ECONNECTION: 'the mail server could not be reached',
  ESOCKET: 'the connection to the mail server broke',
  ETIMEDOUT: 'the mail server did not answer in time',
  EDNS: 'the mail server’s name could not be looked up',
}
const reasonInWords = (reason: string) => (codeWords[reason] === undefined ? reason : `${reason}: ${codeWords[reason]}`)

const tries = (count: number) => `${count} ${count === 1 ? 'try' : 'tries'}`

function when(message: DeliveryMessage): string {
  if (message.status === 'failed')
    return `Failed ${formatWhen(message.finished_at ?? message.created_at)} after ${tries(message.attempts)}`
  const since = `Waiting since ${formatWhen(message.created_at)}`
  return message.next_attempt_at === null ? since : `${since}; next try ${formatWhen(message.next_attempt_at)}`
}

/**
 * Each waiting or failed message on the Staff screen (issue 60 item 6): what it was, to whom, why it
 * has not gone and since when, so an admin can reach the person another way.
 */
export function DeliveryList({ messages, more }: { messages: readonly DeliveryMessage[]; more: number }) {
  if (messages.length === 0) return null
  return (
    <>
      <h3>{deliveryMessages.listHeading}</h3>
      <ul className={local.messages}>
        {messages.map((message) => (
          <li key={message.id}>
            <p className={local.title}>
              <strong>{deliveryKindLabels[message.kind] ?? message.kind}</strong>{' '}
              <span className={message.status === 'failed' ? local.failed : local.waiting}>
                {message.status === 'failed' ? 'Failed' : 'Waiting'}
              </span>
            </p>
            <dl className={styles.facts}>
              <dt>To</dt>
              <dd>{message.recipient}</dd>
              <dt>{message.status === 'failed' ? 'Reason' : 'Last error'}</dt>
              <dd>{message.reason === null ? 'Not tried yet' : reasonInWords(message.reason)}</dd>
              <dt>When</dt>
              <dd>{when(message)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      {more > 0 && <p className={styles.meta}>{deliveryMessages.more(more)}</p>}
    </>
  )
}
