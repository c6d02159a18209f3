import { Link } from '@tanstack/react-router'
import {
  caseStudies,
  industryCaseStudies,
  insightsHero,
  productInsights,
  techGuides,
  thoughtLeadership,
  topicSections,
  whyFollow,
} from '../../content/insights'
import { kpis, testimonials, whitepapers } from '../../content/insights-evidence'
import { PageHero } from '../../components/sections/page-hero'
import { PageSection } from '../../components/sections/page-section'
import sections from '../../components/sections/sections.module.css'
import { InsightSection } from './insight-section'
import { KpiList } from './kpi-list'
import { TestimonialList } from './testimonial-list'
import { TopicIndex } from './topic-index'
import { WhitepaperList } from './whitepaper-list'
import styles from './insights.module.css'

const index = [
  ...topicSections,
  thoughtLeadership,
  caseStudies,
  techGuides,
  productInsights,
  whyFollow,
  industryCaseStudies,
]

export function InsightsPage() {
  return (
    <>
      <PageHero
        eyebrow={insightsHero.eyebrow}
        title={insightsHero.title}
        lead={insightsHero.lead}
        image={insightsHero.image}
      >
        <TopicIndex topics={index} />
      </PageHero>
      {topicSections.map((section, position) => (
        <InsightSection key={section.id} section={section} tone={position % 2 === 0 ? 'plain' : 'alt'} />
      ))}
      <InsightSection section={thoughtLeadership} tone="alt" />
      <InsightSection section={caseStudies}>
        <p className={styles.sectionAction}>
          <Link to="/success-stories" className={sections.primaryButton}>
            Explore Our Case Studies Today!
          </Link>
        </p>
      </InsightSection>
      <InsightSection section={techGuides} tone="alt" />
      <InsightSection section={productInsights} />
      <InsightSection section={whyFollow} tone="alt" columns={4} />
      <InsightSection section={industryCaseStudies} />
      <PageSection id={kpis.id} title={kpis.title} intro={kpis.intro} tone="alt">
        <KpiList items={kpis.items} />
      </PageSection>
      <PageSection id={testimonials.id} title={testimonials.title}>
        <TestimonialList items={testimonials.items} />
      </PageSection>
      <PageSection id={whitepapers.id} title={whitepapers.title} intro={whitepapers.intro} tone="alt">
        <WhitepaperList
          items={whitepapers.items}
          image={whitepapers.image}
          requestSubject={whitepapers.requestSubject}
        />
      </PageSection>
    </>
  )
}
