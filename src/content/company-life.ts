import { settings } from '../site/settings'
import type { Card, Cta, ImageRef } from './types'

/** Content of the careers-company pages: employee benefits and life at the company. */

export interface Benefit {
  title: string
  text: string
  details: readonly string[]
}

const benefitsImage: ImageRef = {
  src: '/images/company/employee-benefits.svg',
  alt: 'A gift box beside a heart and a coin',
  width: 640,
  height: 480,
}

export const employeeBenefits = {
  hero: {
    eyebrow: 'Careers',
    title: 'Employee Benefits',
    lead: `People do their best work when they are paid fairly, stay healthy, keep learning and have time for life outside work. Here is what ${settings.companyName} offers everyone who joins us.`,
    image: benefitsImage,
  },
  benefits: {
    title: 'What you get',
    items: [
      {
        title: 'Competitive Salaries',
        text: 'We benchmark every role against the market twice a year and pay at or above the median for the city and the skill.',
        details: [
          'Salary reviews every April and October',
          'Performance bonus tied to clear, shared goals',
          'Referral bonus for every hire you recommend',
          'Transparent pay bands published inside the company',
        ],
      },
      {
        title: 'Health and Wellness Programs',
        text: 'Health cover for you and your family from day one, and support for the parts of health that insurance does not reach.',
        details: [
          'Medical insurance for employee, spouse, children and parents',
          'Annual health check-up and on-site vaccination drives',
          'Confidential counselling through an employee assistance programme',
          'Gym and sports reimbursement every quarter',
        ],
      },
      {
        title: 'Learning and Development',
        text: 'Every employee has a learning budget and protected time to use it, guided by a mentor who has walked the path before.',
        details: [
          'Annual budget for certifications such as AWS, Azure, PMP and CISSP',
          'Eight hours of learning time a month, during working hours',
          'Mentoring and a leadership programme for first-time managers',
          'Internal tech talks and practice communities',
        ],
      },
      {
        title: 'Work-Life Balance',
        text: 'Sustainable hours and flexibility are how we keep good people for years. We plan work so that evenings and weekends stay yours.',
        details: [
          'Hybrid working with core collaboration hours',
          '24 days of paid leave plus public holidays',
          '26 weeks of parental leave for birthing parents and 6 weeks for partners',
          'No-meeting Friday afternoons',
        ],
      },
    ] satisfies Benefit[],
  },
  extras: {
    title: 'And a few more',
    cards: [
      {
        title: 'Relocation support',
        text: 'Travel, temporary housing and a local buddy when you move between our offices.',
      },
      {
        title: 'Provident fund and retirement',
        text: 'Employer contributions to provident fund in India and a matched 401(k) in the USA.',
      },
      {
        title: 'Celebrations',
        text: 'Festivals, project launches and work anniversaries are celebrated together, in every office.',
      },
    ] satisfies Card[],
  },
  cta: {
    title: 'Find a role that fits you',
    text: 'See where you could grow with us.',
    link: { label: 'View job openings', to: '/job-openings' },
  } satisfies Cta,
}

const lifeAtImage: ImageRef = {
  src: '/images/company/life-at-company.svg',
  alt: 'People around a globe, connected by dotted lines',
  width: 640,
  height: 480,
}

export const lifeAtCompany = {
  hero: {
    eyebrow: 'Careers',
    title: `Life at ${settings.companyName}`,
    lead: `At ${settings.companyName} you work on problems that matter to real businesses, with colleagues in New York, Indore, Chennai and Pune who share what they know and have your back when it counts.`,
    image: lifeAtImage,
  },
  intro: {
    title: 'A place to do your best work',
    paragraphs: [
      'Our teams are small enough that your work is seen and large enough to give you room to move. A recruiter can become an RPO lead, a developer can grow into a cloud architect, and a consultant can take on a client of their own within a few years.',
      'We keep the day-to-day simple: clear goals, honest feedback, flexible hours and a manager whose job is to help you succeed.',
    ],
  },
  whyWork: {
    title: `Why work at ${settings.companyName}?`,
    cards: [
      {
        title: 'Global Exposure',
        text: 'Work with clients in the USA, Europe and India, and with colleagues across four offices and many time zones.',
      },
      {
        title: 'Innovation Culture',
        text: 'Try new tools and ideas on real projects. Internal hack days and an ideas fund turn good proposals into client offerings.',
      },
      {
        title: 'Continuous Learning',
        text: 'A personal learning budget, certification support, mentoring and monthly tech talks keep your skills current.',
      },
      {
        title: 'Work-Life Balance',
        text: 'Hybrid working, generous leave and planned workloads mean you can do great work and still have a life outside it.',
      },
      {
        title: 'Career Growth',
        text: 'Twice-yearly career conversations, transparent promotion criteria and first choice of internal openings.',
      },
    ] satisfies Card[],
  },
  cta: {
    title: 'Come and grow with us',
    link: { label: 'View job openings', to: '/job-openings' },
  } satisfies Cta,
}
