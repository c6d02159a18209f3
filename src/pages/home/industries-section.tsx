import { industriesSection } from '../../content/home'
import { homeIndustries } from '../../content/home-industries'
import { homeSectionIds } from '../../site/navigation'
import { PageSection } from '../../components/sections/page-section'
import { IndustrySelector } from './industry-selector'

/** The industries the company serves, one tab each (Radix Tabs). */
export function IndustriesSection() {
  return (
    <PageSection id={homeSectionIds.industries} title={industriesSection.title} intro={industriesSection.intro}>
      <IndustrySelector industries={homeIndustries} />
    </PageSection>
  )
}
