import { settings } from '../../site/settings'
import { PageHero } from '../../components/sections/page-hero'
import { PageSection } from '../../components/sections/page-section'
import { contactPage } from './contact-content'
import { ContactForm } from '../../features/contact/contact-form'
import { OfficeList } from './office-list'

/** `subject` comes from the page's `?subject=` and prefills the form. */
export function ContactPage({ subject }: { subject?: string }) {
  return (
    <>
      <PageHero title={contactPage.title} lead={contactPage.lead} image={contactPage.image} />
      <PageSection title={contactPage.formTitle} intro={contactPage.formIntro}>
        <ContactForm initialSubject={subject} />
      </PageSection>
      <PageSection tone="alt" title={contactPage.officesTitle} intro={contactPage.officesIntro}>
        <OfficeList offices={settings.offices} />
      </PageSection>
    </>
  )
}
