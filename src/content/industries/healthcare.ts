import { pages } from '../../site/site-map'
import { contact, slides, type Industry } from './industry'

export const healthcare: Industry = {
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
}
