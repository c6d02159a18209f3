import { faqItems } from '../../content/faq'
import {
  faqSection,
  homeFigures,
  homeIntro,
  industriesSection,
  keyServices,
  keyServicesSection,
  missionVision,
  testimonial,
  testimonialSection,
} from '../../content/home'
import { homeIndustries } from '../../content/home-industries'
import { homeSectionIds } from '../../site/navigation'
import { CardGrid } from '../../components/sections/card-grid'
import { PageSection } from '../../components/sections/page-section'
import { ClientTestimonial } from './client-testimonial'
import { CompanyFigures } from './company-figures'
import { FaqList } from './faq-list'
import { IndustrySelector } from './industry-selector'

/** The home page between its hero and its contact form. */
export function HomeSections() {
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
      <PageSection id={homeSectionIds.industries} title={industriesSection.title} intro={industriesSection.intro}>
        <IndustrySelector industries={homeIndustries} />
      </PageSection>
      <PageSection tone="alt" title={testimonialSection.title}>
        <ClientTestimonial testimonial={testimonial} />
      </PageSection>
      <PageSection title={faqSection.title} intro={faqSection.intro}>
        <FaqList items={faqItems} />
      </PageSection>
    </>
  )
}
