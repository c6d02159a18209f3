import { lazy } from 'react'
import { contactSection } from '../../content/home-contact'
import { homeHero } from '../../content/home-hero'
import { PageHero } from '../../components/sections/page-hero'
import { PageSection } from '../../components/sections/page-section'
import { HydrateWhenVisible } from '../../startup/hydrate-when-visible'
import { loadWhenOnline } from '../../lib/load-when-online'

// Everything below the hero is in the prerendered HTML from the start; its code (Radix tabs and
// accordion, the FAQ, the contact form) loads and hydrates when it comes near the screen, which keeps
// the first load within its budget and its main thread free. A message sent before the form's code
// has arrived is held and sent once it has (early-submits), with what was typed.
const HomeSections = lazy(() =>
  loadWhenOnline(() => import('./home-sections')).then((module) => ({ default: module.HomeSections })),
)
const ContactForm = lazy(() =>
  loadWhenOnline(() => import('../../features/contact/contact-form')).then((module) => ({
    default: module.ContactForm,
  })),
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
        <HydrateWhenVisible>
          <ContactForm />
        </HydrateWhenVisible>
      </PageSection>
    </>
  )
}
