import type { SitePage } from '../../site/site-map'
import type { Card, Cta, ImageRef } from '../types'

/** One industry page's content; each of the ten industries has its own module beside this one. */
export interface Industry {
  page: SitePage
  /** The industry's short name, as in "Banking highlights". */
  name: string
  lead: string
  introTitle: string
  /** What the industry is going through and how we help: its own words, never shared with another industry. */
  intro: readonly string[]
  /** The Talent Solutions text: its own words too. */
  talent: readonly string[]
  /** Recently placed roles: 12 on Banking and Finance, at least 8 elsewhere. */
  roles: readonly string[]
  /** Exactly five carousel slides. */
  slides: readonly [ImageRef, ImageRef, ImageRef, ImageRef, ImageRef]
  cta: Cta
}

/** Five slide images for one industry folder; the files are 1200×400 SVGs. */
export function slides(folder: string, alts: readonly [string, string, string, string, string]): Industry['slides'] {
  const slide = (n: number, alt: string): ImageRef => ({
    src: `/images/industries/${folder}/slide-${n}.svg`,
    alt,
    width: 1200,
    height: 400,
  })
  return [slide(1, alts[0]), slide(2, alts[1]), slide(3, alts[2]), slide(4, alts[3]), slide(5, alts[4])]
}

/** Where every industry page's closing call to action leads. */
export const contact = { label: 'Talk to Our Team', to: '/contact' } as const

/** The same eight services run through every industry engagement; the grid names them exactly so. */
export const industryServices: readonly Card[] = [
  {
    title: 'Talent Sourcing',
    icon: '/images/industries/tiles/talent-sourcing.svg',
    text: 'Recruiters who know the domain search our pool of 10+ million profiles, referrals and niche communities for people who can start contributing in week one.',
  },
  {
    title: 'Screening & Background Check',
    icon: '/images/industries/tiles/screening.svg',
    text: 'Structured technical interviews, skills assessments, employment and education verification, and criminal and credit checks where the law allows.',
  },
  {
    title: 'Payroll & Invoicing',
    icon: '/images/industries/tiles/payroll.svg',
    text: 'Accurate pay runs for contractors and employees in the USA and India, with one consolidated invoice and cost-centre reporting for your finance team.',
  },
  {
    title: 'Onboarding',
    icon: '/images/industries/tiles/onboarding.svg',
    text: 'Offer letters, document collection, equipment and system access arranged before day one, so new hires are productive in days rather than weeks.',
  },
  {
    title: 'Global Tax Compliance',
    icon: '/images/industries/tiles/tax-compliance.svg',
    text: 'Withholding, filings and statutory contributions handled for each jurisdiction, with employer-of-record (EOR) cover where you have no entity.',
  },
  {
    title: 'IC Classification & Compliance',
    icon: '/images/industries/tiles/ic-compliance.svg',
    text: 'Independent-contractor, agent-of-record (AOR) and corp-to-corp (C2C) arrangements reviewed against local tests to keep misclassification risk off your books.',
  },
  {
    title: 'Time Tracking',
    icon: '/images/industries/tiles/time-tracking.svg',
    text: 'Timesheets and approvals on web and mobile, matched to statements of work, so every invoice traces back to approved hours.',
  },
  {
    title: 'Ongoing Support',
    icon: '/images/industries/tiles/support.svg',
    text: 'A named account manager, quarterly reviews and a helpdesk for your managers and our consultants for as long as the engagement runs.',
  },
]
