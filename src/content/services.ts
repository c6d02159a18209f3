import { pages, type SitePage } from '../site/site-map'
import type { Cta, ImageRef, PageLinkRef } from './types'

export type ServiceKey = 'managementConsulting' | 'strategicConsulting' | 'itServices' | 'staffingSolution'

/** One offering of a service line: a titled section of its page. */
export interface Offering {
  id: string
  title: string
  text: string
  points: readonly string[]
}

export interface Service {
  page: SitePage
  lead: string
  image: ImageRef
  action: PageLinkRef
  offerings: readonly Offering[]
  cta: Cta
}

const hero = (file: string, alt: string): ImageRef => ({
  src: `/images/services/${file}.svg`,
  alt,
  width: 600,
  height: 450,
})
const talk = { label: 'Talk to a Consultant', to: '/contact' } as const

export const services: Record<ServiceKey, Service> = {
  managementConsulting: {
    page: pages.managementConsulting,
    lead: 'We help leadership teams run leaner processes, build organizations that can carry their strategy, and bring people through change so that improvements last beyond the project.',
    image: hero(
      'management-consulting',
      'An organization chart with gears and a timeline representing management consulting',
    ),
    action: talk,
    offerings: [
      {
        id: 'process-optimization',
        title: 'Business Process Optimization',
        text: 'We map how work really flows — from order-to-cash to hire-to-retire — measure where time and money leak, and redesign the process with the people who run it. Where it pays, we automate with workflow tools, RPA and AI document processing.',
        points: [
          'Process discovery with process-mining data, not just workshops',
          'Lean and Six Sigma redesign with measurable targets',
          'Automation business cases and delivery',
          'Standard operating procedures and KPIs that owners keep up to date',
        ],
      },
      {
        id: 'organizational-development',
        title: 'Organizational Development',
        text: 'Structures drift as companies grow. We design operating models, spans and layers, and role definitions that match your strategy, and build the leadership and capability programmes to fill them.',
        points: [
          'Operating model and organization design',
          'Role architecture, career paths and competency frameworks',
          'Leadership development and succession planning',
          'Shared-service and global capability centre set-up',
        ],
      },
      {
        id: 'change-management',
        title: 'Change Management',
        text: 'Most transformations fail on adoption, not technology. Our change leads plan stakeholder engagement, communications and training from day one and track adoption until the new way of working is simply how things are done.',
        points: [
          'Change impact assessments and readiness surveys',
          'Sponsor coaching and change-champion networks',
          'Communication and training plans by audience',
          'Adoption metrics and reinforcement after go-live',
        ],
      },
    ],
    cta: {
      title: 'Make the next change the one that sticks',
      text: 'Tell us what you want to improve; a senior consultant will call you back within two working days.',
      link: { label: 'Start a Conversation', to: '/contact' },
    },
  },
  strategicConsulting: {
    page: pages.strategicConsulting,
    lead: 'Choices about where to play and how to win, grounded in market evidence and carried through to a funded, measurable transformation plan.',
    image: hero('strategic-consulting', 'A target with a rising chart and a globe representing strategic consulting'),
    action: talk,
    offerings: [
      {
        id: 'strategic-consulting',
        title: 'Strategic Consulting',
        text: 'We work with boards and executive teams to set direction: which markets and customers to prioritize, which capabilities to build or buy, and how to allocate capital across the portfolio.',
        points: [
          'Corporate and business-unit strategy',
          'Growth, market-entry and partnership options',
          'Portfolio review and capital allocation',
          'Board and investor-ready strategy documents',
        ],
      },
      {
        id: 'market-research',
        title: 'Market Research and Analysis',
        text: 'Strategy is only as good as its facts. Our analysts size markets, profile competitors and interview customers, and combine survey and public data with machine-learning analysis to find where demand is really moving.',
        points: [
          'Market sizing and segmentation',
          'Competitor benchmarking and pricing studies',
          'Customer interviews and voice-of-customer surveys',
          'Data-driven demand forecasts and scenario models',
        ],
      },
      {
        id: 'business-transformation',
        title: 'Business Strategy and Transformation',
        text: 'We translate strategy into a transformation roadmap — initiatives, owners, budgets and milestones — and run the transformation office that keeps it on track, including the digital, AI and cloud programmes that enable it.',
        points: [
          'Transformation roadmaps and business cases',
          'Transformation and programme management office',
          'Digital and AI strategy aligned to business goals',
          'Benefit tracking against agreed KPIs',
        ],
      },
    ],
    cta: {
      title: 'Turn strategy into results you can measure',
      text: 'Share the decision in front of you and we will propose how to answer it.',
      link: { label: 'Plan Your Strategy', to: '/contact' },
    },
  },
  itServices: {
    page: pages.itServices,
    lead: 'From IT strategy to the code, cloud and security that deliver it: engineering teams in the USA and India who build, integrate and run the systems your business depends on.',
    image: hero('itservices', 'A code window with a cloud and a security shield representing IT services'),
    action: talk,
    offerings: [
      {
        id: 'it-services',
        title: 'IT Services',
        text: 'End-to-end IT delivery with flexible engagement models — fixed-price projects, dedicated teams and managed services — backed by offshore delivery centres in Indore, Pune and Chennai.',
        points: [
          'Dedicated development and support teams',
          'Application maintenance and modernization',
          'Quality engineering and test automation',
          'Data engineering, analytics and BI',
        ],
      },
      {
        id: 'it-strategy',
        title: 'IT Strategy and Digital Transformation',
        text: 'We assess your application portfolio, architecture and IT operating model, and build a roadmap that ties every technology investment — from ERP to generative AI — to a business outcome.',
        points: [
          'Technology assessments and architecture roadmaps',
          'AI and machine-learning adoption plans',
          'IoT and connected-product strategy',
          'IT operating model and vendor strategy',
        ],
      },
      {
        id: 'software-development',
        title: 'Software Development and Integration',
        text: 'Our engineers build web, mobile and cloud-native applications and connect them to the systems you already run through APIs and event streams, with CI/CD pipelines and automated tests from the first sprint.',
        points: [
          'Custom web and mobile applications',
          'API design and enterprise integration',
          'Microservices and legacy modernization',
          'DevOps, CI/CD and platform engineering',
        ],
      },
      {
        id: 'cybersecurity',
        title: 'Cybersecurity',
        text: 'We protect applications, data and people: risk assessments, zero-trust architecture, identity and access management, and a security operations service that watches and responds around the clock.',
        points: [
          'Security assessments and penetration testing',
          'Identity, access and zero-trust design',
          'Managed detection and response',
          'Compliance with ISO 27001, SOC 2, HIPAA and GDPR',
        ],
      },
      {
        id: 'cloud-infrastructure',
        title: 'Cloud and Infrastructure',
        text: 'We design landing zones, migrate workloads to AWS, Azure and Google Cloud, and run them efficiently with infrastructure as code, observability and FinOps practices that keep spend in check.',
        points: [
          'Cloud readiness and migration',
          'Landing zones and infrastructure as code',
          'Network, storage and data-centre services',
          'Cost optimization and 24×7 operations',
        ],
      },
    ],
    cta: {
      title: 'Build and run technology with one partner',
      text: 'Describe your project or platform and we will propose a team and a plan.',
      link: { label: 'Discuss Your Project', to: '/contact' },
    },
  },
  staffingSolution: {
    page: pages.staffingSolution,
    lead: 'The right people, on the right terms, when you need them: IT and general staffing, contract and permanent hiring, and recruitment process outsourcing backed by 20+ years of recruiting.',
    image: hero(
      'staffing-solution',
      'A team of candidates with a magnifying glass and a checklist representing staffing solutions',
    ),
    action: talk,
    offerings: [
      {
        id: 'it-staffing',
        title: 'IT Staffing',
        text: 'Developers, cloud and DevOps engineers, data scientists, security analysts and project leaders, technically screened by engineers. Demand is strong — 43,200 new US IT jobs in the past three months — so our benches are ready before you ask.',
        points: [
          'Technical screening with live coding and labs',
          'Niche skills: AI/ML, cybersecurity, SAP, Salesforce',
          'W-2, corp-to-corp (C2C) and 1099 engagements',
          'Offshore teams under our employer of record (EOR)',
        ],
      },
      {
        id: 'general-staffing',
        title: 'General Staffing',
        text: 'Administrative, finance, customer-service, warehouse and light-industrial staff for steady demand or seasonal peaks, with background checks, payroll and time tracking handled by us.',
        points: [
          'High-volume and seasonal programmes',
          'Administrative, finance and customer-service roles',
          'Warehouse, logistics and light-industrial roles',
          'On-site coordinators for large programmes',
        ],
      },
      {
        id: 'contract-permanent',
        title: 'Contract and Permanent Hiring',
        text: 'Bring in contractors for a project, convert them when they prove themselves, or hire permanently from the start. Our EOR and agent-of-record (AOR) services keep every arrangement compliant.',
        points: [
          'Contract, contract-to-hire and direct hire',
          'Employer of record for hiring without an entity',
          'Agent of record for independent contractors',
          'Replacement guarantee on permanent placements',
        ],
      },
      {
        id: 'rpo',
        title: 'Recruitment Process Outsourcing',
        text: 'When hiring is a programme rather than a role, our RPO team runs sourcing, screening, interviews and offers under your brand, with dashboards on every stage of the funnel.',
        points: [
          'Full-cycle or project-based RPO',
          'Talent sourcing from a pool of 10+ million',
          'Employer branding and candidate experience',
          'Hiring analytics and diversity reporting',
        ],
      },
    ],
    cta: {
      title: 'Find the people your plan depends on',
      text: 'Tell us the roles and the dates, and we will share matched profiles within 72 hours.',
      link: { label: 'Hire With Us', to: '/contact' },
    },
  },
}
