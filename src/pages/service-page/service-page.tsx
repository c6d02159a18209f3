import type { Service } from '../../content/services'
import { CallToAction } from '../../components/sections/call-to-action'
import { PageHero } from '../../components/sections/page-hero'
import { PageSection } from '../../components/sections/page-section'
import styles from './service-page.module.css'

/** One service-line page; the four service routes differ only in the record they pass. */
export function ServicePage({ service }: { service: Service }) {
  return (
    <>
      <PageHero
        eyebrow="Our Services"
        title={service.page.title}
        lead={service.lead}
        image={service.image}
        action={service.action}
      />
      {service.offerings.map((offering, index) => (
        <PageSection
          key={offering.id}
          id={offering.id}
          title={offering.title}
          intro={offering.text}
          tone={index % 2 ? 'alt' : 'plain'}
        >
          <ul className={styles.points}>
            {offering.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </PageSection>
      ))}
      <CallToAction cta={service.cta} />
    </>
  )
}
