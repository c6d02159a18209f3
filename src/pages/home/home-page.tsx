import { lazy } from 'react'
import { contactSection } from '../../content/home-contact'
import { homeHero } from '../../content/home-hero'
import { ContactForm } from '../../features/contact/contact-form'
import { PageHero } from '../../components/sections/page-hero'
import { PageSection } from '../../components/sections/page-section'
import { HydrateWhenVisible } from '../../startup/hydrate-when-visible'
import { loadWhenOnline } from '../../lib/load-when-online'

// The sections between the hero and the form are in the prerendered HTML from the start; their code
// (Radix tabs and accordion, the FAQ) loads and hydrates when they come near the screen, which keeps
// the first load within its budget and its main thread free. The form is hydrated at once, so an early submit never falls through to
// the browser's own form submission.
const HomeSections = lazy(() =>
  loadWhenOnline(() => import('./home-sections')).then((module) => ({ default: module.HomeSections })),
)

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
        <HomeSections />
      </HydrateWhenVisible>
      <PageSection id="contact" tone="alt" title={contactSection.title} intro={contactSection.intro}>
        <ContactForm />
      </PageSection>
    </>
  )
}
