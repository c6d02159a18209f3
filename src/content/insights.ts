import type { Card, ImageRef } from './types'

/** Content of the Insights page: topic sections of articles and case studies (KPIs, testimonials, whitepapers: insights-evidence.ts). */

export interface InsightSection {
  id: string
  title: string
  intro: string
  cards: readonly Card[]
}

export const insightsHero = {
  eyebrow: 'Insights',
  title: 'Blog and Articles',
  lead: 'Practical thinking from our consultants, engineers and recruiters on AI, cloud, cybersecurity, IoT, fintech and the future of work — written for the people who have to make it work on Monday morning.',
  image: {
    src: '/images/insights/insights.svg',
    alt: 'A report page with charts beside a pie chart',
    width: 640,
    height: 480,
  } satisfies ImageRef,
}

/** The technology topics, each a section of recent articles. */
export const topicSections: readonly InsightSection[] = [
  {
    id: 'ai-ml',
    title: 'AI and Machine Learning',
    intro: 'Where AI creates value today, and how to move from pilot to production without surprises.',
    cards: [
      {
        title: 'From pilot to production: five questions before you scale an AI model',
        text: 'Data ownership, monitoring, fallbacks, cost per prediction and who signs off — the checklist we use before any model goes live.',
      },
      {
        title: 'Generative AI in the back office',
        text: 'How finance and HR teams are using language models to draft reconciliations, policies and job descriptions, and where a human must stay in the loop.',
      },
      {
        title: 'Measuring the return on machine learning',
        text: 'A simple framework to compare a model’s lift with its running costs, with worked examples from demand forecasting and fraud scoring.',
      },
    ],
  },
  {
    id: 'cloud',
    title: 'Cloud Computing',
    intro: 'Migration, modernisation and keeping the monthly bill under control.',
    cards: [
      {
        title: 'Lift, shift or rebuild? Choosing a migration path per workload',
        text: 'Not every application deserves a rewrite. How we sort a portfolio into rehost, replatform and refactor in two weeks.',
      },
      {
        title: 'FinOps for mid-sized companies',
        text: 'Tagging, budgets and right-sizing habits that cut cloud spend by a fifth without slowing teams down.',
      },
      {
        title: 'Multi-cloud without the mess',
        text: 'When running on two providers is worth it, and the shared identity, networking and monitoring it demands.',
      },
    ],
  },
  {
    id: 'cybersecurity',
    title: 'Cybersecurity',
    intro: 'Security that fits the way people actually work.',
    cards: [
      {
        title: 'Zero trust, one step at a time',
        text: 'A realistic twelve-month roadmap, starting with identity and device health rather than a big-bang network redesign.',
      },
      {
        title: 'Ransomware readiness for the board',
        text: 'The six questions directors should ask, and the evidence a security team should be able to show in reply.',
      },
      {
        title: 'Securing a remote and contract workforce',
        text: 'Access, devices and offboarding for contractors and EOR employees spread across several countries.',
      },
    ],
  },
  {
    id: 'iot',
    title: 'Internet of Things',
    intro: 'Connected devices on the factory floor, in the warehouse and in the field.',
    cards: [
      {
        title: 'Predictive maintenance that pays for itself',
        text: 'Which sensors, which signals and which machines to start with, based on three plant roll-outs.',
      },
      {
        title: 'Edge or cloud? Where IoT data should be processed',
        text: 'Latency, bandwidth and cost trade-offs explained with a cold-chain logistics example.',
      },
      {
        title: 'Keeping a device fleet secure and up to date',
        text: 'Over-the-air updates, certificate rotation and what to do with devices that cannot be patched.',
      },
    ],
  },
  {
    id: 'blockchain-fintech',
    title: 'Blockchain and Fintech',
    intro: 'New rails for payments, lending and trade — and the controls they need.',
    cards: [
      {
        title: 'Real-time payments and what they change for treasury',
        text: 'How instant settlement affects liquidity planning, reconciliation and fraud controls.',
      },
      {
        title: 'Where blockchain earns its place',
        text: 'Trade finance and supply-chain provenance work well; many other uses do not. A sober look at the evidence.',
      },
      {
        title: 'Embedded finance for non-banks',
        text: 'The partnerships, licences and compliance work needed to offer payments or credit inside your own product.',
      },
    ],
  },
]

export const thoughtLeadership: InsightSection = {
  id: 'thought-leadership',
  title: 'Thought Leadership',
  intro: 'Our leaders’ views on where consulting, technology and work are heading.',
  cards: [
    {
      title: 'The end of the single-country team',
      text: 'Why employer-of-record and agent-of-record models are becoming the default way to hire specialist skills.',
    },
    {
      title: 'Strategy is now a software problem',
      text: 'Competitive advantage increasingly comes from how fast a company can change its systems, not only its plans.',
    },
    {
      title: 'Skills-based hiring, five years on',
      text: 'What we have learned from placing thousands of candidates without degree filters — and where it still falls short.',
    },
  ],
}

export const caseStudies: InsightSection = {
  id: 'case-studies',
  title: 'Case Studies',
  intro: 'Short accounts of real engagements: the problem, what we did and what changed.',
  cards: [
    {
      title: 'A 40% efficiency gain in commercial lending',
      text: 'How a regional bank cut loan approval time from 19 to 8 days by redesigning its process and tools.',
    },
    {
      title: '212 engineers in 90 days',
      text: 'Recruitment process outsourcing and EOR employment behind a new engineering centre in Pune.',
    },
    {
      title: 'Payroll across four countries, without errors',
      text: 'A manufacturer’s move to managed payroll: 90% fewer errors and 70% less processing time.',
    },
  ],
}

export const techGuides: InsightSection = {
  id: 'tech-guides',
  title: 'Tech Guides',
  intro: 'Step-by-step guides for engineers and IT managers.',
  cards: [
    {
      title: 'Setting up single sign-on for contractors',
      text: 'Federating identity for external staff with least-privilege access and automatic expiry.',
    },
    {
      title: 'A practical guide to infrastructure as code',
      text: 'Structuring Terraform modules, reviews and pipelines for a team of five to fifty.',
    },
    {
      title: 'Observability on a budget',
      text: 'Logs, metrics and traces that answer real questions, using open-source tools.',
    },
  ],
}

export const productInsights: InsightSection = {
  id: 'product-insights',
  title: 'Product Insights',
  intro: 'Notes from building and running digital products for our clients.',
  cards: [
    {
      title: 'Discovery sprints that prevent expensive rewrites',
      text: 'Two weeks of research and prototyping that routinely save months of development.',
    },
    {
      title: 'Designing for offline first',
      text: 'Lessons from field-service and retail apps that must work without a connection.',
    },
    {
      title: 'Choosing what not to build',
      text: 'A scoring model for feature requests that keeps product teams focused on outcomes.',
    },
  ],
}

export const whyFollow: InsightSection = {
  id: 'why-follow',
  title: 'Why Follow Our Blog?',
  intro: 'Four reasons readers come back every month.',
  cards: [
    {
      title: 'Written by practitioners',
      text: 'Every article is written by someone who has delivered the work, not by a content agency.',
    },
    {
      title: 'Numbers, not hype',
      text: 'We share the metrics behind our claims and say plainly when something did not work.',
    },
    {
      title: 'Ready to use',
      text: 'Checklists, templates and frameworks you can apply to your own projects straight away.',
    },
    { title: 'One article a week', text: 'A steady, readable pace — no flood of posts, no paywall.' },
  ],
}

export const industryCaseStudies: InsightSection = {
  id: 'industry-case-studies',
  title: 'Case Studies by Industry',
  intro: 'Results from the sectors we serve.',
  cards: [
    { title: 'Finance', text: 'An asset manager automated month-end reporting and closed its books four days sooner.' },
    { title: 'Healthcare', text: 'A hospital network moved 140 workloads to the cloud with no unplanned downtime.' },
    {
      title: 'Retail',
      text: 'A fashion retailer staffed 35 stores for the festive season in six weeks with contract hires.',
    },
    { title: 'Manufacturing', text: 'Predictive maintenance on 120 machines reduced unplanned stoppages by 28%.' },
    {
      title: 'Education',
      text: 'A university group unified admissions on one platform and answered applicants twice as fast.',
    },
  ],
}
