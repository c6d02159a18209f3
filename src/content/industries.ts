import { pages, type SitePage } from '../site/site-map'
import type { Card, Cta, ImageRef } from './types'

/** The site-map keys of the ten industry pages; each has exactly one record below. */
export type IndustryKey =
  | 'banking'
  | 'finance'
  | 'healthcare'
  | 'pharmaceuticals'
  | 'manufacturing'
  | 'retail'
  | 'itSector'
  | 'telecommunication'
  | 'government'
  | 'publicSector'

export interface Industry {
  page: SitePage
  /** The industry's short name, as in "Banking highlights". */
  name: string
  lead: string
  introTitle: string
  /** What the industry is going through and how we help: its own words, never shared with another industry. */
  intro: readonly string[]
  /** The Talent Solutions text: its own words too. */
  talent: readonly string[]
  /** Recently placed roles: 12 on Banking and Finance, at least 8 elsewhere. */
  roles: readonly string[]
  /** Exactly five carousel slides. */
  slides: readonly [ImageRef, ImageRef, ImageRef, ImageRef, ImageRef]
  cta: Cta
}

/** Five slide images for one industry folder; the files are 1200×400 SVGs. */
function slides(folder: string, alts: readonly [string, string, string, string, string]): Industry['slides'] {
  const slide = (n: number, alt: string): ImageRef => ({ src: `/images/industries/${folder}/slide-${n}.svg`, alt, width: 1200, height: 400 })
  return [slide(1, alts[0]), slide(2, alts[1]), slide(3, alts[2]), slide(4, alts[3]), slide(5, alts[4])]
}

const contact = { label: 'Talk to Our Team', to: '/contact' } as const

/** The same eight services run through every industry engagement; the grid names them exactly so. */
export const industryServices: readonly Card[] = [
  { title: 'Talent Sourcing', icon: '/images/industries/tiles/talent-sourcing.svg', text: 'Recruiters who know the domain search our pool of 10+ million profiles, referrals and niche communities for people who can start contributing in week one.' },
  { title: 'Screening & Background Check', icon: '/images/industries/tiles/screening.svg', text: 'Structured technical interviews, skills assessments, employment and education verification, and criminal and credit checks where the law allows.' },
  { title: 'Payroll & Invoicing', icon: '/images/industries/tiles/payroll.svg', text: 'Accurate pay runs for contractors and employees in the USA and India, with one consolidated invoice and cost-centre reporting for your finance team.' },
  { title: 'Onboarding', icon: '/images/industries/tiles/onboarding.svg', text: 'Offer letters, document collection, equipment and system access arranged before day one, so new hires are productive in days rather than weeks.' },
  { title: 'Global Tax Compliance', icon: '/images/industries/tiles/tax-compliance.svg', text: 'Withholding, filings and statutory contributions handled for each jurisdiction, with employer-of-record (EOR) cover where you have no entity.' },
  { title: 'IC Classification & Compliance', icon: '/images/industries/tiles/ic-compliance.svg', text: 'Independent-contractor, agent-of-record (AOR) and corp-to-corp (C2C) arrangements reviewed against local tests to keep misclassification risk off your books.' },
  { title: 'Time Tracking', icon: '/images/industries/tiles/time-tracking.svg', text: 'Timesheets and approvals on web and mobile, matched to statements of work, so every invoice traces back to approved hours.' },
  { title: 'Ongoing Support', icon: '/images/industries/tiles/support.svg', text: 'A named account manager, quarterly reviews and a helpdesk for your managers and our consultants for as long as the engagement runs.' },
]

export const industries: Record<IndustryKey, Industry> = {
  banking: {
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
  },
  finance: {
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
  },
  healthcare: {
    page: pages.healthcare,
    name: 'Healthcare',
    lead: 'Clinical, administrative and health-IT professionals and consulting for hospitals, clinics, payers and digital-health companies.',
    introTitle: 'Care delivery meets digital health',
    intro: [
      'Providers face staff shortages, rising costs and patients who expect telehealth and online scheduling. Payers need cleaner claims data; every system must protect health information under HIPAA and comparable Indian rules.',
      'Our healthcare practice supports EHR implementations and optimization on Epic and Cerner, interoperability through HL7 and FHIR interfaces, revenue-cycle improvement, and secure cloud hosting for patient data. We help digital-health start-ups pass security reviews so hospitals can buy from them.',
    ],
    talent: [
      'Healthcare roles demand licences, credential checks and immunization records before anyone sets foot on a ward. We verify all of it up front, alongside exclusion-list screening, so nurses, coders and health-IT analysts arrive cleared.',
      'We staff travel and per-diem clinical shifts, contract EHR analysts for go-lives, and permanent leadership in revenue cycle and compliance — and our RPO team can take over high-volume hiring for a whole hospital network.',
    ],
    roles: [
      'Epic Ambulatory Analyst',
      'Registered Nurse, ICU (Travel)',
      'Medical Coder (CPC, ICD-10)',
      'HL7/FHIR Integration Engineer',
      'Revenue Cycle Manager',
      'Clinical Informatics Specialist',
      'HIPAA Privacy Officer',
      'Telehealth Platform Support Engineer',
      'Patient Access Supervisor',
      'Healthcare Data Analyst (SQL, Tableau)',
      'Pharmacy Technician, Outpatient',
      'Population Health Analyst',
    ],
    slides: slides('healthcare', [
      'A hospital building with a medical cross and a heartbeat line',
      'A doctor’s tablet showing a patient record linked to other systems',
      'A video call between a clinician and a patient at home',
      'A stethoscope and clipboard beside a secure data shield',
      'A care team gathered around a shared schedule board',
    ]),
    cta: {
      title: 'Staff your wards and your go-live with confidence',
      text: 'Clinical shifts, EHR analysts or a full hiring programme — tell us what your patients need next.',
      link: contact,
    },
  },
  pharmaceuticals: {
    page: pages.pharmaceuticals,
    name: 'Pharmaceuticals',
    lead: 'Regulatory, R&D, quality and commercial talent for pharmaceutical, biotech and life-science companies, with consulting for validated systems.',
    introTitle: 'From molecule to market, under validation',
    intro: [
      'Bringing a therapy to market takes a decade, thousands of trial participants and a paper trail that must satisfy the FDA, EMA and CDSCO. Every computer system that touches quality data must be validated, and every change controlled.',
      'We help life-science companies run GxP-compliant cloud migrations, implement LIMS, QMS and clinical-trial platforms, and apply AI to pharmacovigilance and trial recruitment. Our validation specialists write and execute IQ/OQ/PQ protocols so projects pass inspection the first time.',
    ],
    talent: [
      'Pharmaceutical hiring hinges on GMP experience and regulatory know-how that generalist recruiters cannot judge. Our life-science recruiters hold science degrees and interview for deviation handling, CAPA ownership and submission experience.',
      'We place clinical research associates across trial sites, contract validation engineers for plant upgrades, and permanent heads of quality and regulatory affairs. For global trials we provide EOR employment for field staff in countries where you have no entity.',
    ],
    roles: [
      'Clinical Research Associate II',
      'Regulatory Affairs Manager (CMC)',
      'Computer System Validation Engineer',
      'QA Specialist, GMP Batch Release',
      'Pharmacovigilance Scientist',
      'Biostatistician (SAS, R)',
      'Medical Science Liaison',
      'Process Engineer, Sterile Manufacturing',
    ],
    slides: slides('pharmaceuticals', [
      'A laboratory flask and a molecule structure on a bench',
      'Capsules moving along a clean-room production line',
      'A clinical trial chart with patient groups compared side by side',
      'A checklist and seal representing validated, inspection-ready systems',
      'A microscope beside a screen of research data',
    ]),
    cta: {
      title: 'Keep your pipeline moving and inspection-ready',
      text: 'Tell us about your trial, plant or submission and we will match validated, GxP-experienced people to it.',
      link: contact,
    },
  },
  manufacturing: {
    page: pages.manufacturing,
    name: 'Manufacturing',
    lead: 'Plant, engineering, supply-chain and Industry 4.0 talent and consulting for discrete and process manufacturers.',
    introTitle: 'Factories becoming connected systems',
    intro: [
      'Manufacturers are wiring machines with IoT sensors, moving planning into cloud MES and ERP, and using predictive maintenance to cut unplanned downtime. At the same time, reshoring and supplier volatility are forcing new plants and new supply networks.',
      'Arcnova Consulting helps plants connect operational technology to IT safely, build digital twins of production lines, and stand up supply-chain control towers with real-time analytics. We segment OT networks against ransomware and train operators to use the new tools.',
    ],
    talent: [
      'The skills gap on the shop floor is real: experienced maintenance technicians are retiring, and controls engineers who can also write Python are scarce. We test candidates hands-on — PLC logic, CNC set-ups, Lean problem-solving — before they reach your plant manager.',
      'We staff shift-ready technicians on contract, engineers for capital projects and permanent plant leadership, and run volume hiring for new-plant ramp-ups with safety training and onboarding arranged before the first shift.',
    ],
    roles: [
      'PLC Controls Engineer (Rockwell, Siemens)',
      'Maintenance Technician, Second Shift',
      'MES Implementation Consultant',
      'Industrial IoT Solutions Architect',
      'Quality Engineer (ISO 9001, IATF 16949)',
      'Supply Chain Planner (SAP IBP)',
      'CNC Programmer',
      'Lean Six Sigma Black Belt',
      'OT Cybersecurity Engineer',
      'Plant Manager',
      'Reliability Engineer',
      'EHS Manager',
    ],
    slides: slides('manufacturing', [
      'A factory with chimneys and connected sensors sending data to the cloud',
      'A robotic arm assembling parts on a conveyor belt',
      'Gears turning beside a maintenance alert on a tablet',
      'Pallets and containers moving through a supply-chain network',
      'An engineer inspecting a production line with a checklist',
    ]),
    cta: {
      title: 'Ramp up production with the right people on every shift',
      text: 'From a single controls engineer to a new plant’s first hundred hires, we can start this week.',
      link: contact,
    },
  },
  retail: {
    page: pages.retail,
    name: 'Retail',
    lead: 'Store, e-commerce, merchandising and supply-chain talent for retailers and consumer brands, with consulting for unified commerce.',
    introTitle: 'Retail where stores and screens meet',
    intro: [
      'Shoppers browse on their phones, buy online, pick up in store and return by post — and expect the same prices and stock everywhere. Retailers must unify inventory, personalize offers and keep margins while peak seasons multiply traffic tenfold.',
      'We help retailers and brands re-platform e-commerce on headless architectures, connect point-of-sale and order management, and use AI demand forecasting to put the right stock in the right store. Our analytics teams turn loyalty data into promotions that pay for themselves.',
    ],
    talent: [
      'Retail hiring peaks hard before the holidays and must never slow the floor. We run seasonal programmes that screen, schedule and onboard hundreds of store and warehouse associates, with background checks completed in days.',
      'Year-round, we place e-commerce engineers, merchandisers, buyers and category analysts, and run RPO for distribution-centre hiring. Payroll, time tracking and invoicing run through one consolidated bill.',
    ],
    roles: [
      'E-commerce Platform Engineer (Shopify Plus)',
      'Merchandise Planner',
      'Store Operations Manager',
      'Demand Forecasting Analyst',
      'Omnichannel Product Manager',
      'Distribution Centre Supervisor',
      'CRM and Loyalty Analyst',
      'Seasonal Store Associate Team (120 hires)',
    ],
    slides: slides('retail', [
      'A storefront with an awning next to a phone showing the same shop online',
      'Shopping bags and a cart moving between a store and a warehouse',
      'A demand forecast chart above shelves stocked with products',
      'A customer scanning a code to pick up an online order',
      'Delivery boxes travelling from a distribution centre to homes',
    ]),
    cta: {
      title: 'Be ready for your busiest season',
      text: 'Plan seasonal hiring or a commerce re-platforming with us now, before the rush.',
      link: contact,
    },
  },
  itSector: {
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
  },
  telecommunication: {
    page: pages.telecommunication,
    name: 'Telecommunications',
    lead: 'Network, 5G, OSS/BSS and field talent for carriers, tower companies and communications providers.',
    introTitle: 'Networks rebuilt for 5G and the edge',
    intro: [
      'Operators are rolling out 5G standalone cores, densifying small cells and moving network functions into the cloud, all while subscriber growth slows and margins tighten. Fibre builds and spectrum deadlines leave little room for delay.',
      'Our telecom practice supports network virtualization and Open RAN trials, OSS/BSS modernization, and AI-driven network assurance that predicts outages before customers notice. We also help carriers monetize IoT connectivity with new enterprise offers.',
    ],
    talent: [
      'Telecom projects need RF engineers, splicers and tower climbers in the right place on the right week. We maintain certified field crews by region and verify safety certifications and site access requirements before mobilization.',
      'For core and IT programmes we place cloud-native network engineers, OSS/BSS architects and billing analysts on contract or permanently, and manage multi-vendor contractor compliance on your behalf.',
    ],
    roles: [
      'RF Optimization Engineer (5G NR)',
      'Cloud-Native Core Network Engineer',
      'OSS/BSS Solutions Architect',
      'Fibre Splicing Technician',
      'Tower Climber, Certified',
      'Network Automation Engineer (Ansible, Python)',
      'Telecom Billing Analyst',
      'IoT Connectivity Product Manager',
    ],
    slides: slides('telecommunication', [
      'A cell tower sending signal waves to nearby phones',
      'Fibre-optic cables branching across a city map',
      'A network operations centre screen with live performance graphs',
      'Connected devices at the edge linking to a cloud core',
      'A field technician climbing a tower with safety gear',
    ]),
    cta: {
      title: 'Hit your rollout dates',
      text: 'Field crews, network engineers or a full OSS/BSS programme team — let’s plan your next build.',
      link: contact,
    },
  },
  government: {
    page: pages.government,
    name: 'Government Sector',
    lead: 'Cleared professionals, modernization and compliance support for federal, state and local government agencies.',
    introTitle: 'Agencies modernizing public services',
    intro: [
      'Government agencies run critical systems on ageing infrastructure while citizens expect the same online experience they get from their bank. Budgets follow fiscal years, procurement follows strict rules, and security frameworks such as FedRAMP and NIST 800-53 are non-negotiable.',
      'We help agencies migrate to authorized cloud environments, modernize legacy case-management applications, and meet zero-trust mandates. Our consultants write to the acquisition vehicle, document controls for authority-to-operate packages and train staff so new systems are adopted.',
    ],
    talent: [
      'Government work often requires security clearances, citizenship verification and suitability checks that take months to obtain. We recruit from a network of already-cleared professionals and manage clearance sponsorship and reinvestigations for you.',
      'We support prime contractors and agencies directly, providing subcontract staff for task orders, surge teams for deadlines and permanent programme managers — with time tracking that maps to contract line items for clean audits.',
    ],
    roles: [
      'FedRAMP Compliance Analyst',
      'Cleared Systems Administrator (Secret)',
      'Zero Trust Security Architect',
      'Case Management Modernization Lead',
      'ServiceNow Developer, Public Agency',
      'Contract Programme Manager (PMP)',
      'Accessibility (Section 508) Tester',
      'Mainframe to Cloud Migration Engineer',
    ],
    slides: slides('government', [
      'A capitol building with a dome linked to a secure cloud',
      'A shield and lock protecting government data centres',
      'A citizen completing a form on a government website',
      'A checklist of security controls with approval marks',
      'Officials reviewing a programme timeline on a screen',
    ]),
    cta: {
      title: 'Deliver your mission with cleared, ready talent',
      text: 'Tell us your task order or modernization goal, and we will put cleared candidates in front of you quickly.',
      link: contact,
    },
  },
  publicSector: {
    page: pages.publicSector,
    name: 'Public Sector',
    lead: 'Talent and programme delivery for education, utilities, transit, healthcare trusts and non-profit organizations.',
    introTitle: 'Public bodies doing more with every rupee and dollar',
    intro: [
      'Universities, school districts, utilities, transit authorities and non-profits serve whole communities on tight, publicly scrutinized budgets. They are digitizing student and rider services, replacing billing systems and measuring outcomes for funders.',
      'Arcnova Consulting helps these organizations choose and implement student-information, utility-billing and donor-management systems, publish open data, and use analytics to show impact. We design change programmes that respect unions, boards and public consultation.',
    ],
    talent: [
      'Public bodies need people who understand governance, grant conditions and public accountability as well as their craft. We screen for that context and complete the reference and safeguarding checks that work with students and vulnerable people demands.',
      'We provide interim leaders during restructuring, contract project teams funded by capital grants, and permanent specialists, with transparent rate cards and invoicing that fits public procurement.',
    ],
    roles: [
      'Student Information System Analyst',
      'Utility Billing Systems Consultant',
      'Transit Data Analyst (GTFS)',
      'Interim Finance Director, Non-profit',
      'Grant Reporting Specialist',
      'Donor CRM Administrator (Salesforce NPSP)',
      'Change Management Lead, University',
      'GIS Analyst, Water Utility',
    ],
    slides: slides('public-sector', [
      'A university campus linked to an online learning portal',
      'A city bus and train sharing a transit data map',
      'Water and power utilities connected to a billing system',
      'Volunteers and donors joined by a community network',
      'A public dashboard showing outcomes to residents',
    ]),
    cta: {
      title: 'Serve your community with the right team',
      text: 'Whether you run a campus, a utility or a charity, we can staff the programme and see it through.',
      link: contact,
    },
  },
}
