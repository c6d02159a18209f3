/**
 * Company settings: the single source for names, offices, contacts and origins.
 * Everything user-visible about the company reads from here.
 */
export interface Office {
  id: string
  name: string
  address: readonly string[]
  phone: string
  email: string
}

export interface SocialLink {
  network: 'Facebook' | 'Twitter' | 'LinkedIn' | 'Instagram'
  href: string
}

const shortName = 'arcnova'

/** Origins default to '' (the site's own origin, as relative URLs); builds may point elsewhere. */
// Each name read on its own: Vite writes each value into the bundle, not its whole env object (bytes of
// every page's first load); on the server, which has no import.meta.env, both are undefined.
const builtWith = typeof import.meta.env === 'object'
const apiOriginSetting: string | undefined = builtWith ? import.meta.env.VITE_API_ORIGIN : undefined
const portalOriginSetting: string | undefined = builtWith ? import.meta.env.VITE_PORTAL_ORIGIN : undefined
function origin(value: string | undefined): string {
  return (value ?? '').replace(/\/+$/, '')
}

const companyName = 'Arcnova Consulting'

export const settings = {
  companyName,
  /** The name the e-mails to applicants and job-alert subscribers come from (NOTIFY_FROM overrides it). */
  mailSenderName: `${companyName} Careers`,
  shortName,
  tagline: 'Consulting, IT services and staffing that move your business forward',
  infoEmail: 'info@arcnovaconsulting.com',
  privacyEmail: 'privacy@arcnovaconsulting.com',
  foundedYear: 2004,
  offices: [
    {
      id: 'usa',
      name: 'USA',
      address: ['1250 Broadway, Suite 3600', 'New York, NY 10001', 'United States'],
      phone: '+1 212 555 0148',
      email: 'usa@arcnovaconsulting.com',
    },
    {
      id: 'indore',
      name: 'Indore',
      address: ['5th Floor, Brilliant Sapphire, Vijay Nagar', 'Indore, Madhya Pradesh 452010', 'India'],
      phone: '+91 731 400 2210',
      email: 'indore@arcnovaconsulting.com',
    },
    {
      id: 'chennai',
      name: 'Chennai',
      address: ['8th Floor, Olympia Tech Park, Guindy', 'Chennai, Tamil Nadu 600032', 'India'],
      phone: '+91 44 4860 3390',
      email: 'chennai@arcnovaconsulting.com',
    },
    {
      id: 'pune',
      name: 'Pune',
      address: ['Tower B, Panchshil Business Park, Baner', 'Pune, Maharashtra 411045', 'India'],
      phone: '+91 20 6720 4450',
      email: 'pune@arcnovaconsulting.com',
    },
  ] satisfies readonly Office[],
  social: [
    { network: 'Facebook', href: 'https://www.facebook.com/arcnovaconsulting' },
    { network: 'Twitter', href: 'https://twitter.com/arcnovaconsult' },
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/arcnova-consulting' },
    { network: 'Instagram', href: 'https://www.instagram.com/arcnovaconsulting' },
  ] satisfies readonly SocialLink[],
  governingLaw: { jurisdiction: 'the laws of India', courts: 'the courts of Indore, Madhya Pradesh' },
  /** Where the site's API lives ('' = same origin). Build setting: VITE_API_ORIGIN. */
  apiOrigin: origin(apiOriginSetting),
  /** Where the referral portal's API lives ('' = same origin). Build setting: VITE_PORTAL_ORIGIN. */
  portalOrigin: origin(portalOriginSetting),
} as const

/** Path of the Life-at-company page; follows the short name. */
export const lifeAtPath = `/lifeat${shortName}` as const

export function apiUrl(path: `/api/${string}`): string {
  return `${settings.apiOrigin}${path}`
}

export function portalUrl(path: `/api/${string}`): string {
  return `${settings.portalOrigin}${path}`
}
