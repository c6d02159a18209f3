import { settings } from '../site/settings'

/** The home page's closing contact band (hydrated with the first load, so kept apart from home.ts). */
export const contactSection = {
  title: 'Get in Touch',
  intro:
    'Tell us what you are working on. Sending the form opens your e-mail app with the message ready to go to ' +
    `${settings.infoEmail}; we reply within one business day.`,
}
