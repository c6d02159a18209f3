import { createFileRoute } from '@tanstack/react-router'
import { CallToAction } from '../../components/sections/call-to-action'
import { CardGrid } from '../../components/sections/card-grid'
import { PageHero } from '../../components/sections/page-hero'
import { PageSection } from '../../components/sections/page-section'
import { StepTimeline } from '../../components/sections/step-timeline'
import { ourApproach as content } from '../../content/about'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

function OurApproachPage() {
  return (
    <>
      <PageHero {...content.hero} />
      <PageSection title={content.steps.title} intro={content.steps.intro}>
        <StepTimeline steps={content.steps.items} />
      </PageSection>
      <PageSection title={content.principles.title} tone="alt">
        <CardGrid cards={content.principles.cards} />
      </PageSection>
      <CallToAction cta={content.cta} />
    </>
  )
}

export const Route = createFileRoute('/ourapproach')({
  head: () => pageHead(pages.ourApproach),
  component: OurApproachPage,
})
