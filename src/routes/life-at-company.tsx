import { createFileRoute } from '@tanstack/react-router'
import { Prose } from '../pages/about/prose'
import { CallToAction } from '../components/sections/call-to-action'
import { CardGrid } from '../components/sections/card-grid'
import { PageHero } from '../components/sections/page-hero'
import { PageSection } from '../components/sections/page-section'
import { lifeAtCompany as content } from '../content/company-life'
import { pageHead } from '../site/page-head'
import { pages } from '../site/site-map'

function LifeAtCompanyPage() {
  return (
    <>
      <PageHero {...content.hero} />
      <PageSection title={content.intro.title}>
        <Prose paragraphs={content.intro.paragraphs} />
      </PageSection>
      <PageSection id="why-work-here" title={content.whyWork.title} tone="alt">
        <CardGrid cards={content.whyWork.cards} />
      </PageSection>
      <CallToAction cta={content.cta} />
    </>
  )
}

// The path string is written by the route generator from settings.lifeAtPath.
export const Route = createFileRoute('/lifeatarcnova')({
  head: () => pageHead(pages.lifeAt),
  component: LifeAtCompanyPage,
})
