import { privacyContact, privacyHero, privacyPolicy, terms } from '../../content/privacy'
import { useRetentionFigures } from '../../components/forms/use-retention-figures'
import { PageHero } from '../../components/sections/page-hero'
import { PolicyContents } from './policy-contents'
import { PolicyPart } from './policy-part'
import { PrivacyContact } from './privacy-contact'
import styles from './privacy.module.css'

/** The policy and the terms; the retention periods are the running server's (record 062). */
export function PrivacyPage() {
  const parts = [privacyPolicy(useRetentionFigures()), terms]
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
