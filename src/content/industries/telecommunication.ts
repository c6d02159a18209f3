import { pages } from '../../site/site-map'
import { contact, slides, type Industry } from './industry'

export const telecommunication: Industry = {
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
}
