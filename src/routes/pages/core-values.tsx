import { createFileRoute } from '@tanstack/react-router'
import { AboutTopicPage } from '../../pages/about/about-topic-page'
import { CardGrid } from '../../components/sections/card-grid'
import { PageSection } from '../../components/sections/page-section'
import { coreValues as content } from '../../content/about'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

function CoreValuesPage() {
  return (
    <AboutTopicPage hero={content.hero} cards={content.practice} cta={content.cta}>
      <PageSection title={content.values.title}>
        <CardGrid cards={content.values.cards} />
      </PageSection>
    </AboutTopicPage>
  )
}

export const Route = createFileRoute('/core-values')({
  head: () => pageHead(pages.coreValues),
  component: CoreValuesPage,
})
