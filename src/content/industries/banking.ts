import { pages } from '../../site/site-map'
import { contact, slides, type Industry } from './industry'

export const banking: Industry = {
  page: pages.banking,
  name: 'Banking',
  lead: 'Core modernization, digital channels and risk teams for retail, commercial and investment banks — staffed by people who have worked inside regulated institutions.',
  introTitle: 'Banking under pressure to modernize',
  intro: [
    'Banks are replacing decades-old core systems while customers expect instant payments, mobile onboarding and round-the-clock service. Every change has to pass model-risk review, survive an audit and keep the lights on for millions of accounts.',
    'Arcnova Consulting works alongside technology, operations and compliance leaders on core banking migrations, open-banking APIs, fraud analytics with machine learning, and cloud landing zones that satisfy regulators. We bring architects and delivery managers who understand both the mainframe and the microservice.',
  ],
  talent: [
    'Banking hiring is slowed by long background checks and a thin market for people who know both legacy platforms and modern stacks. Our banking desk keeps pre-screened benches of COBOL-to-Java engineers, AML investigators, credit-risk modellers and SOC analysts, with credit and criminal checks completed before submission.',
    'Choose contract, contract-to-hire or permanent placement, or scale a whole squad through our recruitment process outsourcing (RPO) team — with EOR and C2C options for specialists you need quickly in a new state or country.',
  ],
  roles: [
    'Core Banking Migration Lead',
    'AML Transaction Monitoring Analyst',
    'Credit Risk Model Validator',
    'Mainframe COBOL Developer',
    'Open Banking API Engineer',
    'KYC Operations Manager',
    'Treasury Systems Business Analyst',
    'Fraud Analytics Data Scientist',
    'Cloud Security Architect (AWS)',
    'Mortgage Servicing Product Owner',
    'Payments Engineer (ISO 20022)',
    'Regulatory Reporting Specialist',
  ],
  slides: slides('banking', [
    'A bank building with columns beside a rising chart of digital transactions',
    'A mobile phone showing a secure banking app with a padlock',
    'Linked servers and a shield representing a protected core banking platform',
    'A team reviewing a risk dashboard with charts on a large screen',
    'Cards and coins flowing between connected branches in a payments network',
  ]),
  cta: {
    title: 'Modernize your bank without pausing the business',
    text: 'Tell us about your core, digital or risk programme and we will introduce a delivery lead within two working days.',
    link: contact,
  },
}
