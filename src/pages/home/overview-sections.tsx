import { homeFigures, homeIntro, keyServices, keyServicesSection, missionVision } from '../../content/home'
import { homeSectionIds } from '../../site/navigation'
import { CardGrid } from '../../components/sections/card-grid'
import { PageSection } from '../../components/sections/page-section'
import { CompanyFigures } from './company-figures'

/** The home page's first sections below the hero: who the company is and its key services. */
export function OverviewSections() {
  return (
    <>
      <PageSection title={homeIntro.title} intro={homeIntro.text}>
        <CompanyFigures figures={homeFigures} />
        <CardGrid cards={missionVision} columns={2} />
      </PageSection>
      <PageSection
        id={homeSectionIds.services}
        tone="alt"
        title={keyServicesSection.title}
        intro={keyServicesSection.intro}
      >
        <CardGrid cards={keyServices} columns={4} />
      </PageSection>
    </>
  )
}
