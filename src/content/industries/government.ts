import { pages } from '../../site/site-map'
import { contact, slides, type Industry } from './industry'

export const government: Industry = {
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
}
