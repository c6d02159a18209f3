import { noticeDateInWords, privacyNoticeVersion } from '../contracts/privacy-notice'
import type { RetentionFigures } from '../contracts/retention-figures'
import { retentionList } from '../site/retention'
import { settings, type Office } from '../site/settings'

/** Content of the Privacy Policy & Terms page: two parts, each a list of anchored clauses. */

export interface PolicyClause {
  id: string
  title: string
  paragraphs: readonly string[]
  list?: readonly string[]
}

export interface PolicyPart {
  id: string
  title: string
  intro: string
  clauses: readonly PolicyClause[]
}

const company = settings.companyName
const { jurisdiction, courts } = settings.governingLaw

export const privacyHero = {
  eyebrow: 'Legal',
  title: 'Privacy Policy & Terms',
  lead: `How ${company} collects, uses and protects personal data, and the terms on which we provide our website and services. Last updated ${noticeDateInWords(privacyNoticeVersion)}.`,
}

/** The policy, its retention list written from the running server's figures (record 062). */
export const privacyPolicy = (retention: RetentionFigures): PolicyPart => ({
  id: 'privacy-policy',
  title: 'Privacy Policy',
  intro: `${company} (“we”, “us”) is the controller of the personal data described here. We process it in line with the EU and UK General Data Protection Regulation (GDPR), India’s Digital Personal Data Protection Act 2023 and other laws that apply where we operate.`,
  clauses: [
    {
      id: 'data-we-collect',
      title: 'Data we collect',
      paragraphs: ['We collect only what we need to answer you, provide our services or consider you for a role:'],
      list: [
        'Contact details you give us: name, e-mail address, phone number and company.',
        'Application details: CV, work history, qualifications and the answers you provide when applying for a job.',
        'Hiring records about your application: its stage in our hiring process and each change to it, our recruiters’ notes, and your interviews’ date, time, place and interviewers.',
        'Client and contractor records needed to deliver services, such as payroll and tax information for EOR and AOR engagements.',
        'Technical data: browser type, pages visited and approximate location, collected through essential cookies and server logs.',
      ],
    },
    {
      id: 'gdpr-principles',
      title: 'GDPR principles we follow',
      paragraphs: ['Every use of personal data at our company is checked against the seven GDPR principles:'],
      list: [
        'Lawfulness, fairness and transparency: we process data on a lawful basis — consent, contract, legal obligation or legitimate interest — and tell you how.',
        'Purpose limitation: data collected for one purpose is not reused for an unrelated one.',
        'Data minimisation: we ask only for what the purpose requires.',
        'Accuracy: you can correct your data at any time, and we correct errors promptly.',
        'Storage limitation: we keep data no longer than stated in the retention section below.',
        'Integrity and confidentiality: data is encrypted in transit and at rest, with access limited by role.',
        'Accountability: we keep records of processing and a named privacy lead answers for them.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      paragraphs: [
        'You may ask to access, correct, delete or export your personal data, to restrict or object to its processing, and to withdraw consent at any time. We reply within one month. You may also complain to your local data protection authority.',
        'Write to us and we find everything we hold for your e-mail address (applications with our notes, stage history and interview details, referrals, messages, orders with their tax invoices, and job alerts), and send you a copy or erase it; orders and their invoices stay for tax law, without your e-mail and phone.',
        'If you buy a plan, we e-mail you a receipt with its GST tax invoice (a PDF) and a private link to your order’s page, where you can see its status and download the invoice and any credit note; the link works for two years, and the page sends fresh links on request. GST details you add for the invoice (business name, GSTIN, billing address) are kept on your device for your next purchase until you choose ‘Forget these details’, and on the invoice for as long as tax law asks. For a plan of ₹50,000 or more before GST bought without GST details, tax law asks the invoice to name the buyer: the name, address and state you give at checkout are kept with the order and on its invoice and credit notes for as long as tax law asks, and not on your device. The device you bought on also keeps the order’s reference and the link to its page, to show the plan as activated, until the order is refunded.',
        'If you apply for a job, the e-mail confirming that your application arrived holds a private link, valid for 12 months, to a page where you can see its status and any upcoming interview, download your data (our notes and interview details included) and your CV, withdraw the application or delete your data yourself. Lost the link? That page e-mails fresh links to the address you applied with.',
      ],
    },
    {
      id: 'sharing-and-transfers',
      title: 'Third-party sharing and international transfers',
      paragraphs: [
        'We never sell personal data. We share it only with service providers who process it on our instructions (hosting, e-mail, payroll and background-check providers), with clients when you apply for a role with them and agree to it, and with authorities when the law requires.',
        'When you apply, we store your answer to the talent-pool question and which version of this notice you saw beside the submit button. The e-mail that tells our team about a new application names only the job and links to our private console: never your name, contact details, comments or CV. Our mail leaves our servers only encrypted (TLS).',
        'Our teams work in the USA and India, so data may be transferred between them. Transfers out of the EU or UK are covered by the European Commission’s Standard Contractual Clauses or another approved safeguard, and every provider signs a data processing agreement.',
      ],
    },
    {
      id: 'data-retention',
      title: 'Data retention',
      paragraphs: [
        'We keep personal data only as long as we need it. Deletion is automatic: the website’s server checks every hour and deletes what has reached the end of its period, CVs included.',
      ],
      // Written from the figures the server's retention sweep enforces (records 046, 062).
      list: retentionList(retention),
    },
    {
      id: 'security-and-breaches',
      title: 'Security and breach notification',
      paragraphs: [
        'We protect data with encryption, multi-factor authentication, role-based access and regular security testing.',
        'Every member of our staff signs in to our console in two steps: a password and a code from an authenticator app, or a passkey on their own device. Each sees only what their role needs: recruiters see applications, referrals and messages; our finance team sees plans and orders; only administrators see everything. Deleting or erasing data asks again for a fresh code, and every sign-in, download of a CV, export and erasure is written to an audit log.',
        'If a personal data breach is likely to put your rights at risk, we notify the relevant supervisory authority within 72 hours of becoming aware of it, and we tell you without undue delay what happened and what we are doing about it.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      paragraphs: [
        'This website uses only the storage it needs to work — for example to remember saved jobs on your device and to run offline. We do not use advertising or cross-site tracking cookies.',
        'Our recruiters share jobs with links of their own (an address like /j/ followed by a code). Opening one adds one to a count per link and day, without a cookie and without keeping anything about you. Your device keeps the link’s code for 7 days; if you apply for that job in that time, your application records where the link was shared (for example LinkedIn), which our recruiters see with it.',
      ],
    },
  ],
})

export const terms: PolicyPart = {
  id: 'terms',
  title: 'Terms of Service',
  intro: `These terms apply to your use of this website and to services ${company} provides, unless a signed agreement with you says otherwise.`,
  clauses: [
    {
      id: 'acceptance',
      title: 'Acceptance of terms',
      paragraphs: [
        'By using this website or our services you agree to these terms. If you do not agree, please do not use them.',
      ],
    },
    {
      id: 'services',
      title: 'Our services',
      paragraphs: [
        'We provide consulting, IT services, managed services and staffing, including employer-of-record, agent-of-record and corp-to-corp engagements. The scope, fees and deliverables of each engagement are set out in a statement of work.',
      ],
    },
    {
      id: 'accounts',
      title: 'Accounts',
      paragraphs: [
        'Some features, such as plans and the referral portal, need an account. You are responsible for keeping your login details safe and for activity under your account, and you must tell us promptly of any unauthorised use.',
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      paragraphs: [
        'The content, design and software of this website belong to us or our licensors. Deliverables created for a client pass to that client on full payment, as the statement of work describes; our pre-existing tools and methods remain ours.',
      ],
    },
    {
      id: 'confidentiality',
      title: 'Confidentiality',
      paragraphs: [
        'Each party keeps the other’s confidential information secret, uses it only for the engagement and protects it at least as carefully as its own. This duty continues for three years after the engagement ends.',
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      paragraphs: [
        'To the extent the law allows, our total liability arising from our services is limited to the fees you paid us in the last six months before the claim arose. We are not liable for indirect or consequential losses such as lost profits or data.',
      ],
    },
    {
      id: 'termination',
      title: 'Termination',
      paragraphs: [
        'Either party may end an engagement with 30 days’ written notice, or at once if the other party materially breaches these terms and does not fix the breach within 15 days. Fees for work done up to termination remain payable.',
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing law',
      paragraphs: [
        `These terms are governed by ${jurisdiction}. Any dispute is subject to the exclusive jurisdiction of ${courts}.`,
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      paragraphs: [
        'We may update this policy and these terms. We will post the new version here with its date and, for material changes, tell clients and account holders by e-mail at least 30 days in advance.',
      ],
    },
  ],
}

/** The office that answers privacy requests: the one under whose courts the terms fall. */
function privacyOffice(): Office {
  const office = settings.offices.find((candidate) => candidate.id === 'indore') ?? settings.offices[0]
  // The settings always list offices; failing the build beats publishing a policy without an address.
  if (!office) throw new Error('settings.offices is empty: the privacy policy needs a postal address')
  return office
}

export const privacyContact = {
  id: 'privacy-contact',
  title: 'Contact our privacy team',
  text: 'Questions about this policy, or a request about your data? Write to us and our privacy lead will reply within one month.',
  email: settings.privacyEmail,
  office: privacyOffice(),
}
