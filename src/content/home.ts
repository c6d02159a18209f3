import { settings } from '../site/settings'
import { pages } from '../site/site-map'
import type { Card } from './types'

/** Copy for the home page below the hero (home-hero.ts); the industries and the FAQ have their own modules. */

// A fixed claim, not computed from today's date, so prerendered and hydrated text always match.
const yearsInBusiness = '20+'

export const homeIntro = {
  title: 'Who We Are',
  text:
    `For ${yearsInBusiness} years we have worked beside banks, hospitals, manufacturers, retailers and public bodies ` +
    'as management and strategic consultants, as an IT services firm and as a staffing partner. We design the change, ' +
    'deliver the systems in AI, cloud, cybersecurity and analytics, and source, onboard and pay the specialists who ' +
    'make it last, on employer-of-record, agent-of-record or corp-to-corp terms.',
}

export interface HomeFigure {
  value: string
  label: string
}

/** The claims the page makes, each with what it measures. */
export const homeFigures: readonly HomeFigure[] = [
  { value: yearsInBusiness, label: `years in business, serving clients since ${settings.foundedYear}` },
  { value: '10+ million', label: 'candidates in our talent pool across technology and business roles' },
  { value: '60%', label: 'cut in onboarding time with our managed onboarding service' },
  { value: '43,200', label: 'new US IT jobs in the past 3 months, and we help clients fill them' },
]

export const missionVision: readonly Card[] = [
  {
    title: 'Our Mission',
    text:
      'To give every client the advice, technology and people it needs to grow, delivered with candour, measured by ' +
      'results and backed by specialists who stay until the work is done.',
  },
  {
    title: 'Our Vision',
    text:
      'To be the partner that mid-sized and enterprise companies in the USA and India call first when strategy, ' +
      'systems and talent have to change together.',
  },
]

export const keyServicesSection = {
  title: 'Our Key Services',
  intro: 'Seven practices, one team: pick the help you need today and add the rest as you grow.',
}

export const keyServices: readonly Card[] = [
  {
    title: 'Management Consulting',
    text: 'Process optimization, organizational design and change management that keep operations lean and people on board.',
    link: { label: 'Explore management consulting', to: pages.managementConsulting.path },
  },
  {
    title: 'Strategic Consulting',
    text: 'Market research, growth strategy and transformation roadmaps grounded in data rather than opinion.',
    link: { label: 'Explore strategic consulting', to: pages.strategicConsulting.path },
  },
  {
    title: 'IT Services',
    text: 'Software development and integration, cloud and infrastructure, cybersecurity, AI and analytics delivered end to end.',
    link: { label: 'Explore IT services', to: pages.itServices.path },
  },
  {
    title: 'Staffing Solutions',
    text: 'Contract, contract-to-hire and permanent hiring for IT and general roles, on EOR, AOR or C2C terms.',
    link: { label: 'Explore staffing solutions', to: pages.staffingSolution.path },
  },
  {
    title: 'Recruitment Process Outsourcing',
    text: 'We run all or part of your hiring: sourcing, screening, interviews and offers, scaled to your plan.',
    link: { label: 'Explore RPO', to: pages.managedRpo.path },
  },
  {
    title: 'Managed Onboarding & Payroll',
    text: 'Compliant onboarding, payroll and invoicing for employees and contractors in every market you hire in.',
    link: { label: 'Explore managed onboarding', to: pages.managedOnboarding.path },
  },
  {
    title: 'Managed IT Support',
    text: 'A round-the-clock help desk, device management and infrastructure monitoring with agreed response times.',
    link: { label: 'Explore managed IT support', to: pages.managedItSupport.path },
  },
]

export const industriesSection = {
  title: 'Industries We Serve',
  intro: 'Regulation, systems and hiring markets differ by sector. Choose an industry to see how we help.',
}

export interface Testimonial {
  quote: string
  name: string
  role: string
  company: string
  rating: 5
}

export const testimonialSection = { title: 'What Our Clients Say' }

export const testimonial: Testimonial = {
  quote:
    `Moving our payroll and contractor onboarding to ${settings.companyName} was the best operational decision we ` +
    'made last year. We now see 90% fewer payroll errors and spend 70% less time processing each cycle, and our ' +
    'finance team finally closes the month on time.',
  name: 'Priya Raman',
  role: 'Client',
  company: 'Director of Operations, a US healthcare network',
  rating: 5,
}

export const faqSection = {
  title: 'Frequently Asked Questions',
  intro: 'Short answers to what clients and candidates ask us most. Still curious? Write to us below.',
}
