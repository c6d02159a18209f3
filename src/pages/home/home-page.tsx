import { type ComponentType, lazy } from 'react'
import { contactSection } from '../../content/home-contact'
import { homeHero } from '../../content/home-hero'
import { PageHero } from '../../components/sections/page-hero'
import { PageSection } from '../../components/sections/page-section'
import { HydrateWhenVisible } from '../../startup/hydrate-when-visible'
import { loadWhenOnline } from '../../lib/load-when-online'

// Everything below the hero is in the prerendered HTML from the start. Each band's code loads and
// hydrates when it comes near the screen (or the visitor uses it), so a visit that stays near the top
// never downloads Radix's tabs and accordion, and the first load keeps within its budget and its main
// thread free. A message sent before the form's code has arrived is held and sent once it has
// (early-submits), with what was typed.
const OverviewSections = lazyPart(() => import('./overview-sections'), 'OverviewSections')
const IndustriesSection = lazyPart(() => import('./industries-section'), 'IndustriesSection')
const TestimonialSection = lazyPart(() => import('./testimonial-section'), 'TestimonialSection')
const FaqSection = lazyPart(() => import('./faq-section'), 'FaqSection')
const ContactForm = lazyPart(() => import('../../features/contact/contact-form'), 'ContactForm')

/** A component whose code loads on first render (online, or from the service worker's cache). */
function lazyPart<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(() => loadWhenOnline(load).then((module) => ({ default: module[name] })))
}

export function HomePage() {
  return (
    <>
      <PageHero
        eyebrow={homeHero.eyebrow}
        title={homeHero.title}
        lead={homeHero.lead}
        image={homeHero.image}
        action={homeHero.action}
      />
      <HydrateWhenVisible>
        <OverviewSections />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <IndustriesSection />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <TestimonialSection />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <FaqSection />
      </HydrateWhenVisible>
      <PageSection id="contact" tone="alt" title={contactSection.title} intro={contactSection.intro}>
        <HydrateWhenVisible>
          <ContactForm />
        </HydrateWhenVisible>
      </PageSection>
    </>
  )
}
