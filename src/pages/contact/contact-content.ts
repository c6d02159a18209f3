import { settings } from '../../site/settings'
import { pages } from '../../site/site-map'
import type { ImageRef } from '../../content/types'

/** Copy for the contact page (the form and the offices come from their components and the settings). */
export const contactPage = {
  title: pages.contact.title,
  lead:
    'Planning a transformation, a hard hire or a managed service? Tell us about it and a consultant will reply within ' +
    `one business day. You can also write to ${settings.infoEmail} or call the office nearest to you.`,
  image: {
    src: '/images/home/contact.svg',
    alt: 'An envelope, a phone and a map pin: ways to reach us',
    width: 640,
    height: 480,
  } satisfies ImageRef,
  formTitle: 'Send Us a Message',
  formIntro:
    'Sending the form opens your e-mail app with the message ready; nothing is sent until you press send there.',
  officesTitle: 'Our Offices',
  officesIntro: `${settings.companyName} works from ${settings.offices.length} offices in the USA and India.`,
}
