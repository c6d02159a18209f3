import { aboutHero } from './about-hero'
import type { Cta } from './types'

/** Content of the About group's Success Stories page. */

export interface SuccessStory {
  client: string
  industry: string
  title: string
  challenge: string
  solution: string
  results: readonly { figure: string; label: string }[]
}

export const successStories = {
  hero: {
    eyebrow: 'Success Stories',
    title: 'Success Stories',
    lead: 'Real engagements and the numbers behind them. Client names are withheld at their request; the results are as reported in each project’s closing review.',
    image: aboutHero('/images/about/success-stories.svg', 'A rising bar chart with a growth line'),
  },
  stories: [
    {
      client: 'A regional US bank',
      industry: 'Banking',
      title: 'Loan operations redesigned for a 40% efficiency gain',
      challenge:
        'Commercial loan files passed through eleven hand-offs and three spreadsheets, and approvals took up to three weeks.',
      solution:
        'We mapped the process end to end, removed duplicate checks, introduced a shared workflow tool and retrained 60 staff over eight weeks.',
      results: [
        { figure: '40%', label: 'efficiency gain in loan operations' },
        { figure: '19 → 8 days', label: 'average approval time' },
        { figure: '0', label: 'audit findings in the following review' },
      ],
    },
    {
      client: 'A hospital network in India',
      industry: 'Healthcare',
      title: 'Cloud migration with no unplanned downtime',
      challenge:
        'Ageing on-premise servers ran patient scheduling and billing for nine hospitals, with frequent outages.',
      solution:
        'Our cloud team moved 140 workloads to a managed cloud in five waves, each rehearsed in a copy of production first.',
      results: [
        { figure: '99.95%', label: 'availability in the first year' },
        { figure: '32%', label: 'lower infrastructure cost' },
        { figure: '0 hours', label: 'of unplanned downtime during migration' },
      ],
    },
    {
      client: 'A global software company',
      industry: 'IT Sector',
      title: 'Two hundred engineers hired in one quarter',
      challenge: 'A new product line needed a 200-person engineering centre in Pune within 90 days.',
      solution:
        'Through recruitment process outsourcing we ran sourcing, assessments and onboarding, and employed the first cohort through our EOR service while the client’s entity was registered.',
      results: [
        { figure: '212', label: 'engineers hired in 90 days' },
        { figure: '60%', label: 'shorter onboarding time' },
        { figure: '94%', label: 'still in role after twelve months' },
      ],
    },
    {
      client: 'A mid-sized manufacturer',
      industry: 'Manufacturing',
      title: 'Managed payroll across four countries',
      challenge: 'Payroll for 1,800 staff was run by hand in four countries, with frequent errors and late filings.',
      solution:
        'We took payroll and statutory filings into our managed accounting service, on one platform with monthly reconciliations.',
      results: [
        { figure: '90%', label: 'fewer payroll errors' },
        { figure: '70%', label: 'less processing time' },
        { figure: '100%', label: 'filings on time since go-live' },
      ],
    },
  ] satisfies SuccessStory[],
  cta: {
    title: 'Let’s write your success story',
    text: 'Tell us the result you need and we will show you how we would get there.',
    link: { label: 'Contact us', to: '/contact' },
  } satisfies Cta,
}
