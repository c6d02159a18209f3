import type { FileRouteTypes } from '../routeTree.gen'
import { lifeAtPath, settings } from './settings.ts'

/** Every path the router knows: a site-map entry for a path that has no route fails `tsc`. */
export type RoutePath = FileRouteTypes['to']

/**
 * The site map: every public page with its label, document title and description.
 * Routes read their head from here; navigation, footer, sitemap.xml and the precache
 * list are derived from it.
 */
export interface SitePage {
  path: RoutePath
  label: string
  title: string
  description: string
  /**
   * A page kept out of search: not in sitemap.xml, and its head says `noindex` (the seed's /about, which
   * only says 'About', issue 60 item 12). Its address still opens.
   */
  noindex?: true
}

function page(path: RoutePath, label: string, title: string, description: string): SitePage {
  return { path, label, title, description }
}

export const pages = {
  home: page(
    '/',
    'Home',
    'Consulting, IT Services & Staffing',
    'Arcnova Consulting helps companies grow with management and strategic consulting, IT services, managed services and staffing across the USA and India.',
  ),
  about: { ...page('/about', 'About', 'About', 'About Arcnova Consulting.'), noindex: true },
  companyOverview: page(
    '/company-overview',
    'Company Overview',
    'Company Overview',
    'Who we are, why clients choose us, and how our EOR, AOR and C2C models help you hire anywhere.',
  ),
  leadershipTeam: page(
    '/leadership-team',
    'Leadership Team',
    'Leadership Team',
    'Meet the people who lead Arcnova Consulting’s consulting, technology and talent practices.',
  ),
  coreValues: page(
    '/core-values',
    'Core Values',
    'Core Values',
    'The values that guide how Arcnova Consulting works with clients, candidates and each other.',
  ),
  ourApproach: page(
    '/ourapproach',
    'Our Approach',
    'Our Approach',
    'How we take an engagement from discovery to measurable results, step by step.',
  ),
  successStories: page(
    '/success-stories',
    'Success Stories',
    'Success Stories',
    'Client results from consulting, IT and staffing engagements, with the numbers behind them.',
  ),
  managementConsulting: page(
    '/management-consulting',
    'Management Consulting',
    'Management Consulting',
    'Business process optimization, organizational development and change management that stick.',
  ),
  strategicConsulting: page(
    '/strategic-consulting',
    'Strategic Consulting',
    'Strategic Consulting',
    'Market research, business strategy and transformation programmes grounded in data.',
  ),
  itServices: page(
    '/itservices',
    'IT Services',
    'IT Services',
    'IT strategy, software development, cybersecurity, cloud and infrastructure services.',
  ),
  staffingSolution: page(
    '/staffing-solution',
    'Staffing Solutions',
    'Staffing Solutions',
    'IT and general staffing, contract and permanent hiring, and recruitment process outsourcing.',
  ),
  managedAccounting: page(
    '/managed/accounting',
    'Accounting',
    'Managed Accounting Services',
    'Bookkeeping, payroll, reconciliation and reporting run for you by specialists.',
  ),
  managedOnboarding: page(
    '/managed/onboarding',
    'Onboarding',
    'Managed Onboarding Services',
    'Compliant, fast onboarding for employees and contractors in every market you hire in.',
  ),
  managedItSupport: page(
    '/managed/itsupport',
    'IT Support',
    'Managed IT Support',
    'Round-the-clock help desk, device management and infrastructure monitoring.',
  ),
  managedRpo: page(
    '/managed/rpo',
    'RPO',
    'Recruitment Process Outsourcing',
    'End-to-end recruitment process outsourcing that scales with your hiring plan.',
  ),
  banking: page(
    '/banking',
    'Banking',
    'Banking Industry Solutions',
    'Consulting, technology and talent for retail, commercial and investment banks.',
  ),
  finance: page(
    '/finance',
    'Finance',
    'Finance Industry Solutions',
    'Talent and transformation for asset managers, insurers, fintechs and finance teams.',
  ),
  healthcare: page(
    '/health-care',
    'Healthcare',
    'Healthcare Industry Solutions',
    'Clinical, administrative and health-IT talent and consulting for providers and payers.',
  ),
  pharmaceuticals: page(
    '/Pharmaceuticals',
    'Pharmaceuticals',
    'Pharmaceutical Industry Solutions',
    'Regulatory, R&D, quality and commercial talent for pharmaceutical and life-science companies.',
  ),
  manufacturing: page(
    '/manufacturing',
    'Manufacturing',
    'Manufacturing Industry Solutions',
    'Plant, engineering, supply-chain and Industry 4.0 talent and consulting for manufacturers.',
  ),
  retail: page(
    '/retail',
    'Retail',
    'Retail Industry Solutions',
    'Store, e-commerce, merchandising and supply-chain talent for retailers and brands.',
  ),
  itSector: page(
    '/it-sector',
    'IT Sector',
    'IT Sector Solutions',
    'Engineers, architects and delivery leaders for software, product and services companies.',
  ),
  telecommunication: page(
    '/telecommunication',
    'Telecommunications',
    'Telecommunications Industry Solutions',
    'Network, 5G, OSS/BSS and field talent for carriers and communications providers.',
  ),
  government: page(
    '/government',
    'Government Sector',
    'Government Sector Solutions',
    'Cleared professionals, modernization and compliance support for government agencies.',
  ),
  publicSector: page(
    '/public',
    'Public Sector',
    'Public Sector Solutions',
    'Talent and programme delivery for education, utilities, transit and non-profit bodies.',
  ),
  jobOpenings: page(
    '/job-openings',
    'Job Openings',
    'Current Job Openings',
    'Open roles at Arcnova Consulting and our clients in Indore, Pune, Chennai, the USA and remote.',
  ),
  employeeBenefits: page(
    '/employee-benifits',
    'Employee Benefits',
    'Employee Benefits',
    'Salaries, health and wellness, learning and development, and the balance our people enjoy.',
  ),
  lifeAt: page(
    lifeAtPath,
    `Life at ${settings.companyName.split(' ')[0]}`,
    `Life at ${settings.companyName}`,
    `What it is like to work at ${settings.companyName}: global exposure, learning and growth.`,
  ),
  insights: page(
    '/insights',
    'Insights',
    'Insights: Blog and Articles',
    'Articles, case studies and guides on AI, cloud, cybersecurity, IoT and the future of work.',
  ),
  privacy: page(
    '/privacy',
    'Privacy Policy & Terms',
    'Privacy Policy & Terms',
    'How Arcnova Consulting collects, uses and protects personal data, and the terms of our services.',
  ),
  products: page(
    '/products',
    'Products',
    'Plans and Pricing',
    'Choose a plan for users, tasks and storage, and buy it securely online.',
  ),
  referral: page(
    '/referral',
    'Refer a Friend',
    'Refer a Friend: Young Bankers Programme',
    'Refer a friend to a one-year young bankers training programme with a stipend and a 4.4 LPA starting package.',
  ),
  contact: page(
    '/contact',
    'Contact',
    'Contact Us',
    'Talk to Arcnova Consulting: a contact form and our offices in the USA, Indore, Chennai and Pune.',
  ),
} as const satisfies Record<string, SitePage>

export type PageKey = keyof typeof pages

export const allPages: readonly SitePage[] = Object.values(pages)

export function documentTitle(page: SitePage): string {
  return page.path === '/' ? `${settings.companyName} | ${page.title}` : `${page.title} | ${settings.companyName}`
}
