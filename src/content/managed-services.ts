import { pages, type SitePage } from '../site/site-map'
import type { Card, Cta, ImageRef, PageLinkRef, Step } from './types'

export type ManagedServiceKey = 'accounting' | 'onboarding' | 'itSupport' | 'rpo'

export interface ManagedService {
  page: SitePage
  lead: string
  image: ImageRef
  /** The hero's button; it always leads to the contact page. */
  action: PageLinkRef
  benefitsTitle: string
  benefits: readonly [Card, Card, Card, Card]
  processTitle: string
  steps: readonly [Step, Step, Step, Step]
  cta: Cta
}

const hero = (file: string, alt: string): ImageRef => ({
  src: `/images/managed/${file}.svg`,
  alt,
  width: 600,
  height: 450,
})
const proposal = { label: 'Request a Proposal', to: '/contact' } as const
const contactUs = { label: 'Contact Us', to: '/contact' } as const

export const managedServices: Record<ManagedServiceKey, ManagedService> = {
  accounting: {
    page: pages.managedAccounting,
    lead: 'Bookkeeping, payroll, reconciliations and month-end reporting run by qualified accountants in the USA and India, so your team spends its time on decisions instead of data entry.',
    image: hero('accounting', 'A ledger, calculator and charts representing managed accounting'),
    action: proposal,
    benefitsTitle: 'Why companies hand us their books',
    benefits: [
      {
        title: 'A faster close',
        text: 'Daily reconciliations and a fixed close calendar bring month-end down from weeks to five working days.',
      },
      {
        title: 'Fewer payroll errors',
        text: 'Two-person review and automated checks catch mistakes before payday; clients report up to 90% fewer payroll corrections.',
      },
      {
        title: 'Lower cost',
        text: 'A blended onshore–offshore team costs less than one in-house hire and covers holidays and peaks.',
      },
      {
        title: 'Audit-ready records',
        text: 'Every entry is documented and every control evidenced, so auditors get answers in hours, not weeks.',
      },
    ],
    processTitle: 'How we take over your accounting',
    steps: [
      {
        title: 'Assess',
        text: 'We review your chart of accounts, systems and open items, and agree the scope and service levels.',
      },
      {
        title: 'Transition',
        text: 'We shadow your team for one close, document every procedure and set up secure system access.',
      },
      {
        title: 'Run',
        text: 'Our accountants post, reconcile, run payroll and deliver your reporting pack on a fixed calendar.',
      },
      {
        title: 'Improve',
        text: 'Quarterly reviews automate manual steps and add the analysis your leadership asks for.',
      },
    ],
    cta: {
      title: 'Get your evenings back at month-end',
      text: 'Tell us about your ledgers and payroll; we will send a fixed-fee proposal within a week.',
      link: contactUs,
    },
  },
  onboarding: {
    page: pages.managedOnboarding,
    lead: 'Offer to first day handled for you — documents, background checks, equipment, accounts and compliance — for employees and contractors in every market you hire in.',
    image: hero('onboarding', 'A checklist, a laptop and a group of new colleagues representing managed onboarding'),
    action: proposal,
    benefitsTitle: 'What a managed onboarding gives you',
    benefits: [
      {
        title: 'Productive sooner',
        text: 'Clients cut onboarding time by 60%: laptops, logins and paperwork are ready before the start date.',
      },
      {
        title: 'Compliant everywhere',
        text: 'I-9 and E-Verify in the USA, statutory registrations in India, and EOR cover where you have no entity.',
      },
      {
        title: 'A better first impression',
        text: 'New hires get one clear welcome plan and a real person to call, so fewer accept and then drop out.',
      },
      {
        title: 'One view for HR',
        text: 'A single tracker shows every hire’s status, missing documents and start-day readiness.',
      },
    ],
    processTitle: 'From signed offer to first day',
    steps: [
      {
        title: 'Offer accepted',
        text: 'We issue the contract or EOR agreement and collect identity, tax and bank details securely.',
      },
      {
        title: 'Checks cleared',
        text: 'Background, education and right-to-work checks run in parallel and are tracked to completion.',
      },
      {
        title: 'Set up',
        text: 'Equipment ships, accounts are created and benefits enrolment is arranged with your IT and HR teams.',
      },
      { title: 'Welcome', text: 'Day-one orientation, a 30-day check-in and feedback to you on how the start went.' },
    ],
    cta: {
      title: 'Make every first day a good one',
      text: 'Share your hiring plan and we will design an onboarding flow around it.',
      link: contactUs,
    },
  },
  itSupport: {
    page: pages.managedItSupport,
    lead: 'A round-the-clock help desk, device management, cloud and network monitoring, and security operations for growing companies that would rather not build an IT department.',
    image: hero('itsupport', 'A headset, servers and a monitoring screen representing managed IT support'),
    action: proposal,
    benefitsTitle: 'IT that simply works',
    benefits: [
      {
        title: 'Help at any hour',
        text: 'A 24×7 service desk answers by phone, chat and e-mail, with most tickets solved on first contact.',
      },
      {
        title: 'Fewer outages',
        text: 'Proactive monitoring of servers, cloud workloads and networks fixes problems before your staff notice them.',
      },
      {
        title: 'Security built in',
        text: 'Patch management, endpoint protection, backup checks and a managed SOC watching for threats.',
      },
      {
        title: 'Predictable cost',
        text: 'A fixed monthly fee per user replaces surprise invoices and emergency call-outs.',
      },
    ],
    processTitle: 'How we take over support',
    steps: [
      {
        title: 'Discover',
        text: 'We inventory devices, applications, cloud accounts and licences, and rate the risks we find.',
      },
      {
        title: 'Stabilize',
        text: 'Critical patches, backups and access controls are fixed first, then monitoring is switched on.',
      },
      {
        title: 'Support',
        text: 'Your staff reach our service desk from day one, with agreed response and resolution times.',
      },
      {
        title: 'Optimize',
        text: 'Monthly reports show tickets, uptime and spend, and a roadmap for cloud and security improvements.',
      },
    ],
    cta: {
      title: 'Stop firefighting your IT',
      text: 'Book a free assessment of your devices, cloud and security posture.',
      link: contactUs,
    },
  },
  rpo: {
    page: pages.managedRpo,
    lead: 'Recruitment process outsourcing that runs all or part of your hiring — sourcing, screening, interviews, offers — under your brand and scaled to your plan.',
    image: hero(
      'rpo',
      'A hiring funnel, a magnifying glass and candidates representing recruitment process outsourcing',
    ),
    action: proposal,
    benefitsTitle: 'Why companies outsource recruitment to us',
    benefits: [
      {
        title: 'Hire at scale',
        text: 'Dedicated recruiters and sourcers tap a talent pool of 10+ million to fill dozens or hundreds of roles a quarter.',
      },
      {
        title: 'Shorter time to hire',
        text: 'Structured screening and interview scheduling remove the idle days between every stage.',
      },
      {
        title: 'Lower cost per hire',
        text: 'Less agency spend and fewer failed hires, with fees tied to the outcomes we agree.',
      },
      {
        title: 'Data you can act on',
        text: 'Live dashboards on pipeline, source quality, diversity and offer acceptance for every role.',
      },
    ],
    processTitle: 'How an RPO programme runs',
    steps: [
      {
        title: 'Plan',
        text: 'We map your hiring forecast, roles, employer brand and current funnel, and agree the metrics that matter.',
      },
      {
        title: 'Build',
        text: 'A dedicated team, job templates, assessments and your applicant tracking system are set up.',
      },
      {
        title: 'Recruit',
        text: 'Our recruiters source, screen and present shortlists, coordinate interviews and manage offers.',
      },
      { title: 'Review', text: 'Monthly business reviews tune channels and processes as your hiring plan changes.' },
    ],
    cta: {
      title: 'Scale hiring without scaling your HR team',
      text: 'Tell us how many people you need to hire, and by when.',
      link: contactUs,
    },
  },
}
