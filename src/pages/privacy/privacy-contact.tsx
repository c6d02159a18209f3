import type { privacyContact } from '../../content/privacy'
import { Reveal } from '../../components/ui/reveal'
import styles from './privacy.module.css'

export function PrivacyContact({ contact }: { contact: typeof privacyContact }) {
  const headingId = `${contact.id}-title`
  return (
    <Reveal as="section" id={contact.id} aria-labelledby={headingId} className={styles.contact}>
      <h2 id={headingId}>{contact.title}</h2>
      <p>{contact.text}</p>
      <address className={styles.address}>
        <span>
          E-mail: <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </span>
        <span>
          Phone: <a href={`tel:${contact.office.phone.replace(/\s/g, '')}`}>{contact.office.phone}</a>
        </span>
        <span>Post: {contact.office.address.join(', ')}</span>
      </address>
    </Reveal>
  )
}
