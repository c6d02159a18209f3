import { createFileRoute } from '@tanstack/react-router'
import { AboutTopicPage } from '../../pages/about/about-topic-page'
import { BenefitList } from '../../pages/about/benefit-list'
import { PageSection } from '../../components/sections/page-section'
import { employeeBenefits as content } from '../../content/company-life'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

function EmployeeBenefitsPage() {
  return (
    <AboutTopicPage hero={content.hero} cards={content.extras} cta={content.cta}>
      <PageSection title={content.benefits.title}>
        <BenefitList benefits={content.benefits.items} />
      </PageSection>
    </AboutTopicPage>
  )
}

export const Route = createFileRoute('/employee-benifits')({
  head: () => pageHead(pages.employeeBenefits),
  component: EmployeeBenefitsPage,
})
