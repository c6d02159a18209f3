import { faqItems } from '../../content/faq'
import { faqSection } from '../../content/home'
import { PageSection } from '../../components/sections/page-section'
import { FaqList } from './faq-list'

/** The frequently asked questions, one open at a time (Radix Accordion). */
export function FaqSection() {
  return (
    <PageSection title={faqSection.title} intro={faqSection.intro}>
      <FaqList items={faqItems} />
    </PageSection>
  )
}
