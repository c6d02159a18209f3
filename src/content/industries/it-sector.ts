import { pages } from '../../site/site-map'
import { contact, slides, type Industry } from './industry'

export const itSector: Industry = {
  page: pages.itSector,
  name: 'IT Sector',
  lead: 'Engineers, architects and delivery leaders for software product companies, IT services firms and global capability centres.',
  introTitle: 'Technology companies scaling their engineering',
  intro: [
    'Software firms and IT service providers compete on how fast they can ship and how reliably they run. Generative AI, platform engineering and cloud cost control are reshaping their roadmaps — and their hiring plans. US employers added 43,200 new IT jobs in the past three months alone.',
    'We augment product and services companies with engineering pods, help them set up global capability centres in India, and advise on DevSecOps, FinOps and AI adoption. Our architects review platforms for scale and security before the next funding round or enterprise deal.',
  ],
  talent: [
    'Engineering candidates are interviewed by engineers. Our technical panel runs live coding, system-design and cloud labs, so you only meet people who have already proven they can do the work.',
    'Scale with contract developers on C2C or W-2 terms, build a dedicated offshore team under our EOR in Indore, Pune or Chennai, or hand us the whole recruitment funnel through RPO.',
  ],
  roles: [
    'Senior React Engineer',
    'Platform Engineer (Kubernetes, Terraform)',
    'Machine Learning Engineer (LLMs)',
    'Site Reliability Engineer',
    'Salesforce Technical Architect',
    'QA Automation Lead (Playwright)',
    'Data Engineer (Databricks, Spark)',
    'Engineering Manager, Offshore Centre',
    'FinOps Analyst',
    'Scrum Master',
    'Azure Solutions Architect',
    'Technical Product Manager',
  ],
  slides: slides('it-sector', [
    'A code editor window beside cloud and container icons',
    'A team of developers collaborating around connected laptops',
    'A neural network diagram representing AI model development',
    'A deployment pipeline moving builds from commit to production',
    'A world map linking engineering hubs in the USA and India',
  ]),
  cta: {
    title: 'Add proven engineers to your roadmap',
    text: 'Tell us the stack and the deadline; we will share vetted profiles within 72 hours.',
    link: contact,
  },
}
