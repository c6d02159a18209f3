import { pages } from '../../site/site-map'
import { contact, slides, type Industry } from './industry'

export const pharmaceuticals: Industry = {
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
}
