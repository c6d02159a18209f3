import { settings } from '../site/settings'
import { aboutHero } from './about-hero'
import type { Card, Cta, Step } from './types'

/** Content of the About group: company overview, leadership, values and approach (success stories: success-stories.ts). */

const yearsInBusiness = '20+'

export const companyOverview = {
  hero: {
    eyebrow: 'Company Overview',
    title: 'Company Overview',
    lead: `${settings.companyName} has helped organisations plan, build and staff their next stage of growth for ${yearsInBusiness} years. We bring management and strategic consulting, IT services, managed services and staffing together under one accountable team in the USA and India.`,
    image: aboutHero(
      '/images/about/company-overview.svg',
      'Office towers beside a globe, standing for offices in the USA and India',
    ),
  },
  whoWeAre: {
    title: 'Who we are',
    paragraphs: [
      `Founded in ${settings.foundedYear}, ${settings.companyName} began as a small IT staffing desk in Indore serving US technology firms. Today our consultants, engineers and recruiters work from New York, Indore, Chennai and Pune for banks, hospitals, manufacturers, retailers and public bodies.`,
      'Clients come to us when a plan has to turn into results on a deadline: a cloud migration that cannot slip, a hiring plan that doubles in a quarter, or a finance operation that must be compliant in a new country by the next payroll run.',
    ],
  },
  whyChooseUs: {
    title: 'Why choose us',
    intro: 'Six reasons clients stay with us for years rather than for a single project.',
    cards: [
      {
        title: 'One accountable partner',
        text: 'Strategy, technology and talent come from one team with one plan and one point of contact, so nothing falls between vendors.',
      },
      {
        title: 'A talent pool of 10+ million',
        text: 'Our sourcing network reaches more than ten million professionals, from niche cloud architects to high-volume operations staff.',
      },
      {
        title: 'Onboarding 60% faster',
        text: 'Pre-verified candidates and ready-made compliance packs cut the time from offer to first productive day by 60% on average.',
      },
      {
        title: 'Compliance built in',
        text: 'Employment contracts, tax filings and contractor classification are checked by in-house specialists for every country we hire in.',
      },
      {
        title: 'Delivery across time zones',
        text: 'Teams in the USA and India hand work over at the end of each day, so projects move forward around the clock.',
      },
      {
        title: 'Results you can measure',
        text: 'Every engagement starts with agreed targets and ends with a report against them. We publish the numbers in our success stories.',
      },
    ] satisfies Card[],
  },
  hiringModels: {
    title: 'Hire anywhere: EOR, AOR and C2C',
    intro:
      'Three engagement models cover every way you may want to bring people on board, in any market we operate in.',
    cards: [
      {
        title: 'EOR — Employer of Record',
        text: 'We become the legal employer of your hires abroad: contracts, payroll, benefits, taxes and statutory filings, while you direct their daily work. Hire in a new country in days, without opening an entity.',
        link: { label: 'Explore EOR staffing', to: '/staffing-solution' },
      },
      {
        title: 'AOR — Agent of Record',
        text: 'Engage independent contractors with confidence. We classify each engagement, hold compliant agreements, collect invoices and pay contractors on time, and shield you from misclassification risk.',
        link: { label: 'Explore AOR contracting', to: '/staffing-solution' },
      },
      {
        title: 'C2C — Corp-to-Corp',
        text: 'Contract specialists through their own companies, with vetted vendors, agreed rates and one consolidated invoice. Ideal for short, high-skill assignments such as a migration or an audit.',
        link: { label: 'Explore C2C engagements', to: '/contact' },
      },
    ] satisfies Card[],
  },
  cta: {
    title: 'Tell us what you need to get done',
    text: 'A consultant will reply within one business day with a first view of the approach, the team and the timeline.',
    link: { label: 'Talk to us', to: '/contact' },
  } satisfies Cta,
}

export interface Leader {
  name: string
  role: string
  bio: string
}

export const leadershipTeam = {
  hero: {
    eyebrow: 'Leadership Team',
    title: 'Leadership Team',
    lead: 'The people who lead our consulting, technology and talent practices. Each of them still works directly with clients every week.',
    image: aboutHero('/images/about/leadership-team.svg', 'Three abstract figures standing together on a shared line'),
  },
  leaders: [
    {
      name: 'Rohan Mehta',
      role: 'Founder and Chief Executive Officer',
      bio: 'Rohan founded the company in 2004 after a decade of running delivery for US banks. He sets the firm’s strategy and still sponsors our largest transformation programmes personally.',
    },
    {
      name: 'Elena Novak',
      role: 'President, North America',
      bio: 'Elena leads our New York office and the client relationships behind it. She spent twelve years in management consulting, most recently heading an operations practice for mid-market insurers.',
    },
    {
      name: 'Priya Raghavan',
      role: 'Chief Technology Officer',
      bio: 'Priya oversees IT services, cloud and cybersecurity delivery across Chennai and Pune. She has led more than forty migrations to AWS and Azure and chairs our security review board.',
    },
    {
      name: 'Marcus Hale',
      role: 'Head of Strategic Consulting',
      bio: 'Marcus runs market research and strategy engagements. Before joining us he built pricing and market-entry models for consumer brands entering India and South-East Asia.',
    },
    {
      name: 'Anjali Deshpande',
      role: 'Vice President, Talent Solutions',
      bio: 'Anjali manages staffing, RPO and our EOR and AOR services. Her teams place more than 3,000 professionals a year and run compliance for contractors in fourteen countries.',
    },
    {
      name: 'Karthik Subramanian',
      role: 'Chief Financial Officer',
      bio: 'Karthik is responsible for finance, legal and risk. A chartered accountant, he also guides clients through the payroll and tax side of our managed accounting service.',
    },
  ] satisfies Leader[],
  principles: {
    title: 'How our leaders work',
    cards: [
      {
        title: 'Close to the work',
        text: 'Every leader owns at least one live client engagement, so decisions are made with real delivery in view.',
      },
      {
        title: 'Open numbers',
        text: 'Utilisation, client satisfaction and hiring metrics are shared with the whole company every month.',
      },
      {
        title: 'Grow from within',
        text: 'Four of our six leaders joined in delivery roles. We promote people who have done the job.',
      },
    ] satisfies Card[],
  },
  cta: {
    title: 'Want to meet the team?',
    text: 'Book a conversation with the leader closest to your challenge.',
    link: { label: 'Contact us', to: '/contact' },
  } satisfies Cta,
}

export const coreValues = {
  hero: {
    eyebrow: 'Core Values',
    title: 'Core Values',
    lead: 'Six commitments that shape how we advise clients, treat candidates and work with each other. We use them to hire, to review our work and to make hard calls.',
    image: aboutHero('/images/about/core-values.svg', 'A shield with a check mark surrounded by simple shapes'),
  },
  values: {
    title: 'What we stand for',
    cards: [
      {
        title: 'Integrity first',
        text: 'We give advice we would follow ourselves, quote honestly and say early when something is going wrong. A lost deal costs less than lost trust.',
      },
      {
        title: 'Client outcomes over activity',
        text: 'We measure success by the results a client can see — cost saved, time gained, roles filled — not by hours billed or slides delivered.',
      },
      {
        title: 'Respect for every candidate',
        text: 'Every applicant hears back, every placement is briefed fairly and every contractor is paid on time. People remember how a search treated them.',
      },
      {
        title: 'Curiosity and learning',
        text: 'Technology moves quickly. Each of us spends time every quarter learning something new, and we share what we learn openly.',
      },
      {
        title: 'Ownership',
        text: 'Whoever sees a problem owns it until it is solved or handed over clearly. We do not let work fall between teams or time zones.',
      },
      {
        title: 'Inclusion',
        text: 'Diverse teams make better decisions. We hire, pay and promote on skill and contribution, and we build teams that reflect the communities we serve.',
      },
    ] satisfies Card[],
  },
  practice: {
    title: 'Values in practice',
    cards: [
      {
        title: 'In hiring',
        text: 'Interview panels score every candidate against our values as well as their skills.',
      },
      {
        title: 'In delivery',
        text: 'Project reviews ask “did we act on our values?” alongside “did we hit the date?”.',
      },
      {
        title: 'In recognition',
        text: 'Our annual awards are nominated by colleagues and clients, one award for each value.',
      },
    ] satisfies Card[],
  },
  cta: {
    title: 'Work with a team that keeps its word',
    link: { label: 'Start a conversation', to: '/contact' },
  } satisfies Cta,
}

export const ourApproach = {
  hero: {
    eyebrow: 'Our Approach',
    title: 'Our Approach',
    lead: 'A clear, four-step way of working that takes an engagement from the first question to results you can measure — whether the job is a strategy, a system or a team.',
    image: aboutHero('/images/about/our-approach.svg', 'A rising path with four milestones'),
  },
  steps: {
    title: 'From discovery to measurable results',
    intro: 'Each step ends with something you can review and approve before we move on.',
    items: [
      {
        title: 'Discover',
        text: 'We interview your stakeholders, study your data and processes, and agree the baseline and the targets that will define success. Typical length: one to three weeks.',
      },
      {
        title: 'Design',
        text: 'We shape the solution — an operating model, an architecture or a hiring plan — test it against your constraints, and agree scope, budget and timeline.',
      },
      {
        title: 'Deliver',
        text: 'Cross-functional teams build and roll out the solution in short, visible cycles, with a weekly progress report against the targets set in discovery.',
      },
      {
        title: 'Sustain',
        text: 'We train your people, hand over documentation and run-books, and check results at 30, 60 and 90 days so improvements last after we leave.',
      },
    ] satisfies Step[],
  },
  principles: {
    title: 'What makes it work',
    cards: [
      {
        title: 'Targets agreed up front',
        text: 'Every engagement has two to five measurable goals written down before work begins.',
      },
      {
        title: 'Small, visible increments',
        text: 'You see working results every two weeks, never a big reveal at the end.',
      },
      {
        title: 'Your people involved',
        text: 'We pair with your staff throughout, so the knowledge stays in your organisation.',
      },
    ] satisfies Card[],
  },
  cta: {
    title: 'See how the approach fits your project',
    link: { label: 'Book a discovery call', to: '/contact' },
  } satisfies Cta,
}
