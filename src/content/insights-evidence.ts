import type { ImageRef } from './types'

/** Content of the Insights page's evidence: KPIs, client testimonials and whitepapers. */

export interface Kpi {
  figure: string
  label: string
}

export interface Testimonial {
  quote: string
  name: string
  role: string
}

export interface Whitepaper {
  title: string
  text: string
  pages: number
}

export const kpis = {
  id: 'kpis',
  title: 'Key Results Across Our Engagements',
  intro: 'Averages from engagements closed in the last three years.',
  items: [
    { figure: '40%', label: 'typical efficiency gain from process redesign' },
    { figure: '60%', label: 'shorter onboarding time for new hires' },
    { figure: '32%', label: 'average saving on cloud infrastructure' },
    { figure: '94%', label: 'of placed professionals still in role after a year' },
  ] satisfies Kpi[],
}

export const testimonials = {
  id: 'testimonials',
  title: 'What Readers and Clients Say',
  items: [
    {
      quote:
        'The zero-trust roadmap article became the outline of our own security plan. It was the first piece that started from where we actually were.',
      name: 'Daniel Brooks',
      role: 'IT Director, logistics company',
    },
    {
      quote:
        'Their FinOps guide paid for itself in the first month. We found idle resources we had been paying for since the migration.',
      name: 'Meera Iyer',
      role: 'Head of Infrastructure, fintech start-up',
    },
    {
      quote:
        'I share the hiring and EOR articles with every manager who needs to build a team abroad. Clear, practical and honest about the risks.',
      name: 'Sofia Laurent',
      role: 'HR Business Partner, software company',
    },
  ] satisfies Testimonial[],
}

export const whitepapers = {
  id: 'whitepapers',
  title: 'Whitepapers and Reports',
  intro: 'In-depth research from our practices. Ask for a copy and we will send it to you.',
  image: {
    src: '/images/insights/whitepapers.svg',
    alt: '',
    width: 640,
    height: 480,
  } satisfies ImageRef,
  items: [
    {
      title: 'State of Global Hiring 2026',
      text: 'Demand, pay and time-to-hire for technology roles across the USA and India.',
      pages: 32,
    },
    {
      title: 'The Cloud Cost Benchmark',
      text: 'What 60 mid-sized companies spend on cloud, and where the savings were.',
      pages: 24,
    },
    {
      title: 'AI Readiness in Financial Services',
      text: 'Data, skills and governance gaps surveyed across banks and insurers.',
      pages: 28,
    },
  ] satisfies Whitepaper[],
  /** Prefills the contact form's subject so the request reaches the right team. */
  requestSubject: 'Request: latest whitepapers and reports',
}
