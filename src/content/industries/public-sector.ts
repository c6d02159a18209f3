import { pages } from '../../site/site-map'
import { contact, slides, type Industry } from './industry'

export const publicSector: Industry = {
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
}
