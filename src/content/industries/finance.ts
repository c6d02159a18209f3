import { pages } from '../../site/site-map'
import { contact, slides, type Industry } from './industry'

export const finance: Industry = {
  page: pages.finance,
  name: 'Finance',
  lead: 'Talent and transformation for asset managers, insurers, fintechs and corporate finance teams that need sharper data and faster closes.',
  introTitle: 'Finance teams that run on data',
  intro: [
    'From the month-end close to portfolio analytics, finance functions are moving off spreadsheets and onto cloud ERPs, data platforms and automated controls. Fintechs ship weekly; insurers re-price with new actuarial models; CFOs want forecasts that update daily.',
    'We help finance organizations design target operating models, migrate to platforms such as Oracle Fusion and SAP S/4HANA, and build analytics and AI forecasting on governed data. Our consultants pair process experts with engineers, so the new close calendar actually sticks.',
  ],
  talent: [
    'Good finance hires combine accounting judgment with systems fluency — a rare mix. We screen FP&A analysts, controllers, actuaries and fintech engineers for both, using case exercises built with practising CPAs and CFAs.',
    'Need cover for a busy close or an audit season? Our interim bench starts within a week. For growing fintechs we run full-cycle RPO, and for offshore finance centres in India we provide EOR employment so you can hire before you open an entity.',
  ],
  roles: [
    'FP&A Manager',
    'Financial Controller (Interim)',
    'SAP S/4HANA Finance Consultant',
    'Oracle Fusion Financials Analyst',
    'Quantitative Developer (Python)',
    'Actuarial Analyst, Pricing',
    'Fintech Backend Engineer (Go)',
    'Revenue Accounting Specialist (ASC 606)',
    'Treasury Analyst',
    'Investment Data Engineer',
    'SOX Compliance Lead',
    'Power BI Finance Reporting Developer',
  ],
  slides: slides('finance', [
    'A laptop with a financial forecast line climbing past a target',
    'Stacked coins beside a pie chart of a diversified portfolio',
    'A calendar with checked days showing a faster month-end close',
    'A calculator and ledger connected to a cloud platform',
    'Analysts comparing charts on two monitors',
  ]),
  cta: {
    title: 'Close faster and forecast with confidence',
    text: 'Share your finance priorities and we will propose a team — interim, permanent or project-based — within the week.',
    link: contact,
  },
}
