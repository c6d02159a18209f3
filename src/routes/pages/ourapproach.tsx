import { createFileRoute } from '@tanstack/react-router'
import { AboutTopicPage } from '../../pages/about/about-topic-page'
import { PageSection } from '../../components/sections/page-section'
import { StepTimeline } from '../../components/sections/step-timeline'
import { ourApproach as content } from '../../content/about'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

function OurApproachPage() {
  return (
    <AboutTopicPage hero={content.hero} cards={content.principles} cta={content.cta}>
      <PageSection title={content.steps.title} intro={content.steps.intro}>
        <StepTimeline steps={content.steps.items} />
      </PageSection>
    </AboutTopicPage>
  )
}

export const Route = createFileRoute('/ourapproach')({
  head: () => pageHead(pages.ourApproach),
  component: OurApproachPage,
})
