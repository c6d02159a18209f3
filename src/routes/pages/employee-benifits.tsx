import { createFileRoute } from '@tanstack/react-router'
import { BenefitList } from '../../pages/about/benefit-list'
import { CallToAction } from '../../components/sections/call-to-action'
import { CardGrid } from '../../components/sections/card-grid'
import { PageHero } from '../../components/sections/page-hero'
import { PageSection } from '../../components/sections/page-section'
import { employeeBenefits as content } from '../../content/company-life'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

function EmployeeBenefitsPage() {
  return (
    <>
      <PageHero {...content.hero} />
      <PageSection title={content.benefits.title}>
        <BenefitList benefits={content.benefits.items} />
      </PageSection>
      <PageSection title={content.extras.title} tone="alt">
        <CardGrid cards={content.extras.cards} />
      </PageSection>
      <CallToAction cta={content.cta} />
    </>
  )
}

export const Route = createFileRoute('/employee-benifits')({
  head: () => pageHead(pages.employeeBenefits),
  component: EmployeeBenefitsPage,
})
