import { createFileRoute } from '@tanstack/react-router'
import { CallToAction } from '../../components/sections/call-to-action'
import { CardGrid } from '../../components/sections/card-grid'
import { PageHero } from '../../components/sections/page-hero'
import { PageSection } from '../../components/sections/page-section'
import { coreValues as content } from '../../content/about'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

function CoreValuesPage() {
  return (
    <>
      <PageHero {...content.hero} />
      <PageSection title={content.values.title}>
        <CardGrid cards={content.values.cards} />
      </PageSection>
      <PageSection title={content.practice.title} tone="alt">
        <CardGrid cards={content.practice.cards} />
      </PageSection>
      <CallToAction cta={content.cta} />
    </>
  )
}

export const Route = createFileRoute('/core-values')({
  head: () => pageHead(pages.coreValues),
  component: CoreValuesPage,
})
