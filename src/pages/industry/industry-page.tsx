import { industryServices, type Industry } from '../../content/industries/industry'
import { CallToAction } from '../../components/sections/call-to-action'
import { CardGrid } from '../../components/sections/card-grid'
import { PageHero } from '../../components/sections/page-hero'
import { PageSection } from '../../components/sections/page-section'
import { Reveal } from '../../components/ui/reveal'
import { Prose } from './prose'
import { RolesList } from './roles-list'
import { SlideCarousel } from './slide-carousel'
import styles from './industry.module.css'

/** One industry page; the ten industry routes differ only in the record they pass. */
export function IndustryPage({ industry }: { industry: Industry }) {
  return (
    <>
      <PageHero eyebrow="Industries we serve" title={industry.page.title} lead={industry.lead} />
      <Reveal className={styles.carouselBand}>
        <SlideCarousel label={`${industry.name} highlights`} slides={industry.slides} />
      </Reveal>
      <PageSection title={industry.introTitle}>
        <Prose paragraphs={industry.intro} testId="industry-intro" />
      </PageSection>
      <PageSection title="Talent Solutions" tone="alt">
        <Prose paragraphs={industry.talent} testId="industry-talent" />
      </PageSection>
      <PageSection
        title="Recently Placed Roles"
        intro={`A sample of ${industry.name.toLowerCase()} positions our recruiters have filled in recent months.`}
      >
        <RolesList roles={industry.roles} />
      </PageSection>
      <PageSection
        title={`Our ${industry.name} Services`}
        tone="alt"
        intro="Every placement comes with the same eight services, so you get one partner from sourcing to support."
      >
        <CardGrid cards={industryServices} columns={4} />
      </PageSection>
      <CallToAction cta={industry.cta} />
    </>
  )
}
