import { settings } from '../site/settings'

/** Questions clients and candidates ask most; each question ends with a question mark. */
export interface FaqItem {
  id: string
  question: `${string}?`
  answer: string
}

export const faqItems: readonly FaqItem[] = [
  {
    id: 'services',
    question: `What services does ${settings.companyName} offer?`,
    answer:
      'Management and strategic consulting, IT services (software development, cloud, cybersecurity, AI and analytics), staffing for IT and general roles, and managed services for accounting, onboarding, IT support and recruitment process outsourcing.',
  },
  {
    id: 'industries',
    question: 'Which industries do you work with?',
    answer:
      'Banking, finance, healthcare, pharmaceuticals, manufacturing, retail, the IT sector, telecommunications, government and the wider public sector. Each has a dedicated team that knows its regulation and hiring market.',
  },
  {
    id: 'locations',
    question: 'Where are your offices?',
    answer: `We have offices in ${settings.offices
      .map((office) => office.name)
      .join(', ')
      .replace(/, ([^,]*)$/, ' and $1')}, and we deliver remotely to clients across North America, Europe and Asia.`,
  },
  {
    id: 'start',
    question: 'How quickly can an engagement start?',
    answer:
      'A discovery call can happen within two business days. Consulting engagements usually start within two weeks of a signed statement of work, and shortlisted candidates for most contract roles arrive within 48 to 72 hours.',
  },
  {
    id: 'eor-aor-c2c',
    question: 'What is the difference between EOR, AOR and C2C?',
    answer:
      'Under employer of record (EOR) we employ the worker and handle payroll, benefits and tax. Under agent of record (AOR) we engage independent contractors on your behalf and keep them compliant. Under corp-to-corp (C2C) you contract with the worker’s own company and we manage the agreement.',
  },
  {
    id: 'talent-pool',
    question: 'How large is your talent pool?',
    answer:
      'More than 10 million candidates across technology, finance, healthcare, engineering and operations roles, searchable by skill, location, availability and clearance.',
  },
  {
    id: 'screening',
    question: 'How do you screen candidates?',
    answer:
      'Every candidate passes a recruiter interview, a technical or role-specific assessment, reference checks and, where the role requires it, background, education and drug screening before you see a profile.',
  },
  {
    id: 'onboarding',
    question: 'Can you reduce our onboarding time?',
    answer:
      'Yes. Our managed onboarding service collects documents, runs checks and provisions payroll in parallel, which has cut onboarding time by 60% for clients who hire at volume.',
  },
  {
    id: 'contract-to-hire',
    question: 'Do you offer contract-to-hire and permanent placements?',
    answer:
      'Yes. You can start a professional on contract and convert them to your payroll later at a fee agreed up front, or ask us for a permanent search with a replacement guarantee.',
  },
  {
    id: 'compliance',
    question: 'How do you keep contractors compliant with labour and tax law?',
    answer:
      'We classify each worker correctly, issue local contracts, withhold and file taxes, and track time and invoices, so misclassification and late filings never land on your desk.',
  },
  {
    id: 'security',
    question: 'How do you protect our data and systems?',
    answer:
      'Consultants work on client-approved devices under signed confidentiality agreements, access follows least privilege, and our delivery centres follow ISO 27001-aligned controls with regular audits.',
  },
  {
    id: 'pricing',
    question: 'How is pricing structured?',
    answer:
      'Consulting is priced per project or per sprint, staffing as an hourly bill rate or a one-time placement fee, and managed services as a monthly fee per employee or per device. You receive a written estimate before any work starts.',
  },
  {
    id: 'small-teams',
    question: 'Do you work with small and mid-sized companies?',
    answer:
      'Yes. Around half of our clients have fewer than 500 employees; they use us for a single hard-to-fill role, a one-off assessment or a complete managed service.',
  },
  {
    id: 'contact',
    question: 'How do I get started?',
    answer: `Send us a message with the form on this page or write to ${settings.infoEmail}. A consultant replies within one business day to arrange a free discovery call.`,
  },
]
