import { pages, type SitePage } from '../site/site-map'
import type { ImageRef, PageLinkRef } from './types'

/** The home page's "Industries We Serve" selector: one record per industry, in menu order. */
export interface HomeIndustry {
  slug: string
  name: string
  summary: string
  focus: readonly string[]
  link: PageLinkRef
  image: ImageRef
}

function industry(slug: string, page: SitePage, summary: string, focus: readonly string[], alt: string): HomeIndustry {
  return {
    slug,
    name: page.label,
    summary,
    focus,
    link: { label: `Explore ${page.label}`, to: page.path },
    image: { src: `/images/home/industry-${slug}.svg`, alt, width: 560, height: 400 },
  }
}

export const homeIndustries: readonly HomeIndustry[] = [
  industry(
    'banking',
    pages.banking,
    'Retail, commercial and investment banks rely on us for core-banking modernization, regulatory reporting and the risk, compliance and technology specialists who keep both moving.',
    [
      'Core-banking and payments modernization',
      'KYC, AML and regulatory reporting teams',
      'Relationship managers and credit analysts',
    ],
    'A bank building beside a shield and a rising bar chart',
  ),
  industry(
    'finance',
    pages.finance,
    'Asset managers, insurers and fintechs use our analysts, actuaries and engineers to automate the close, modernize policy systems and launch digital products faster.',
    ['Finance transformation and close automation', 'Fintech product engineering', 'Actuarial, audit and FP&A talent'],
    'A coin stack next to a line chart and a pie chart',
  ),
  industry(
    'healthcare',
    pages.healthcare,
    'Hospitals, clinics and payers work with us on EHR integration, revenue-cycle improvement and staffing for clinical, coding and health-IT roles, with HIPAA built in from day one.',
    ['EHR integration and interoperability', 'Revenue-cycle management', 'Nurses, coders and health-IT analysts'],
    'A medical cross on a clipboard beside a heartbeat line',
  ),
  industry(
    'pharmaceuticals',
    pages.pharmaceuticals,
    'Pharmaceutical and life-science companies bring us in for GxP-validated systems, clinical-data platforms and regulatory affairs, quality and pharmacovigilance specialists.',
    ['Computer system validation (GxP)', 'Clinical data management', 'Regulatory affairs and quality assurance'],
    'A capsule, a flask and a molecule diagram',
  ),
  industry(
    'manufacturing',
    pages.manufacturing,
    'Manufacturers partner with us to connect plants with IoT and MES, tighten supply-chain planning and hire engineers, planners and maintenance technicians for every shift.',
    [
      'Industry 4.0, IoT and MES rollouts',
      'Supply-chain and S&OP planning',
      'Plant, quality and maintenance engineers',
    ],
    'A factory with gears and a conveyor belt',
  ),
  industry(
    'retail',
    pages.retail,
    'Retailers and consumer brands use us to unify store and online commerce, sharpen demand forecasting and staff seasonal peaks without losing service quality.',
    [
      'Omnichannel commerce platforms',
      'Demand forecasting and merchandising analytics',
      'Seasonal store and fulfilment staffing',
    ],
    'A shopping bag beside a storefront awning and a price tag',
  ),
  industry(
    'it-sector',
    pages.itSector,
    'Software, product and IT-services companies scale delivery with our cloud architects, full-stack developers, SREs and delivery managers, on contract or as permanent hires.',
    [
      'Cloud, DevOps and SRE engineering',
      'Product and full-stack development teams',
      'Delivery and programme leadership',
    ],
    'A laptop showing code brackets beside a cloud and server stack',
  ),
  industry(
    'telecommunications',
    pages.telecommunication,
    'Carriers and communications providers rely on us for 5G and fibre rollout programmes, OSS/BSS modernization and network engineers who can be on site within weeks.',
    ['5G and fibre rollout programmes', 'OSS/BSS modernization', 'RF, network and field engineers'],
    'A transmission tower sending signal waves to a phone',
  ),
  industry(
    'government-sector',
    pages.government,
    'Government agencies engage us for legacy-system modernization, cybersecurity compliance and cleared professionals who meet strict procurement and security rules.',
    ['Legacy modernization and cloud migration', 'Security compliance and audits', 'Cleared IT and programme staff'],
    'A columned government building under a protective shield',
  ),
  industry(
    'public-sector',
    pages.publicSector,
    'Universities, utilities, transit authorities and non-profits turn to us for citizen-facing digital services, programme management and talent on public budgets.',
    [
      'Digital services for citizens and students',
      'Programme and grant management',
      'Project managers and business analysts',
    ],
    'A resident beside a school, a power line and a city bus',
  ),
]
