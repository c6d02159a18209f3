import { Reveal } from '../../components/ui/reveal'
import { settings } from '../../site/settings'
import { Eligibility, ProgramJourney, ProgrammeHighlights } from './programme-sections'
import { programme } from './referral-content'
import { ReferralForm } from './referral-form'
import styles from './referral-page.module.css'

/** /referral: the Young Bankers Programme and the Refer a Friend form. */
export function ReferralPage() {
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1>{programme.name}</h1>
        <p className={styles.lead}>{programme.lead}</p>
        <a className={styles.jump} href="#refer-a-friend">
          Refer a friend now
        </a>
      </div>
      <ProgrammeHighlights />
      <div className={styles.split}>
        <Eligibility />
        <Reveal as="section" className={styles.refer} id="refer-a-friend" aria-labelledby="refer-a-friend-heading">
          <h2 id="refer-a-friend-heading">Refer a Friend</h2>
          <p>Tell us who to invite. We will email your friend the programme details and how to apply.</p>
          <ReferralForm />
        </Reveal>
      </div>
      <ProgramJourney />
      <p className={styles.pageFooter}>
        © {new Date().getFullYear()} {settings.companyName} · {programme.name} referrals
      </p>
    </div>
  )
}
