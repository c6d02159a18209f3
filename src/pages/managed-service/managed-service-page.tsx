import type { ManagedService } from '../../content/managed-services'
import { CallToAction } from '../../components/sections/call-to-action'
import { CardGrid } from '../../components/sections/card-grid'
import { PageHero } from '../../components/sections/page-hero'
import { PageSection } from '../../components/sections/page-section'
import { StepTimeline } from '../../components/sections/step-timeline'

/** One managed-service page; the four managed routes differ only in the record they pass. */
export function ManagedServicePage({ service }: { service: ManagedService }) {
  return (
    <>
      <PageHero
        eyebrow="Managed Services"
        title={service.page.title}
        lead={service.lead}
        image={service.image}
        action={service.action}
      />
      <PageSection title={service.benefitsTitle}>
        <CardGrid cards={service.benefits} columns={4} />
      </PageSection>
      <PageSection title={service.processTitle} tone="alt">
        <StepTimeline steps={service.steps} />
      </PageSection>
      <CallToAction cta={service.cta} />
    </>
  )
}
