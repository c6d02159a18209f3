import { createFileRoute } from '@tanstack/react-router'
import { Prose } from '../../pages/about/prose'
import { CallToAction } from '../../components/sections/call-to-action'
import { CardGrid } from '../../components/sections/card-grid'
import { PageHero } from '../../components/sections/page-hero'
import { PageSection } from '../../components/sections/page-section'
import { companyOverview as content } from '../../content/about'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

function CompanyOverviewPage() {
  return (
    <>
      <PageHero {...content.hero} />
      <PageSection title={content.whoWeAre.title}>
        <Prose paragraphs={content.whoWeAre.paragraphs} />
      </PageSection>
      <PageSection title={content.whyChooseUs.title} intro={content.whyChooseUs.intro} tone="alt">
        <CardGrid cards={content.whyChooseUs.cards} />
      </PageSection>
      <PageSection id="hiring-models" title={content.hiringModels.title} intro={content.hiringModels.intro}>
        <CardGrid cards={content.hiringModels.cards} />
      </PageSection>
      <CallToAction cta={content.cta} />
    </>
  )
}

export const Route = createFileRoute('/company-overview')({
  head: () => pageHead(pages.companyOverview),
  component: CompanyOverviewPage,
})
