import { settings } from '../site/settings'
import { pages } from '../site/site-map'
import type { ImageRef, PageLinkRef } from './types'

/** The home page's hero: on its own so the first load carries only the copy of the first screen. */
export const homeHero = {
  eyebrow: 'Consulting · IT Services · Staffing',
  title: 'Consulting, technology and talent that move your business forward',
  lead:
    `${settings.companyName} helps companies plan with confidence, build the technology they need and hire the people ` +
    'to run it, across the USA and India, with one accountable partner from the first workshop to the last payroll run.',
  action: {
    label: 'Learn More',
    context: `about ${settings.companyName}`,
    to: pages.companyOverview.path,
  } satisfies PageLinkRef,
  image: {
    src: '/images/home/hero.svg',
    alt: 'A consultant and an engineer reviewing growth charts and a cloud dashboard together',
    width: 640,
    height: 480,
  } satisfies ImageRef,
}
