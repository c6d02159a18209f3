import { privacyContact, privacyHero, privacyPolicy, terms } from '../../content/privacy'
import { PageHero } from '../../components/sections/page-hero'
import { PolicyContents } from './policy-contents'
import { PolicyPart } from './policy-part'
import { PrivacyContact } from './privacy-contact'
import styles from './privacy.module.css'

const parts = [privacyPolicy, terms]

export function PrivacyPage() {
  return (
    <>
      <PageHero eyebrow={privacyHero.eyebrow} title={privacyHero.title} lead={privacyHero.lead} />
      <div className={styles.layout}>
        <PolicyContents parts={parts} contact={privacyContact} />
        <div className={styles.document}>
          {parts.map((part) => (
            <PolicyPart key={part.id} part={part} />
          ))}
          <PrivacyContact contact={privacyContact} />
        </div>
      </div>
    </>
  )
}
