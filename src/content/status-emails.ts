// The e-mails staff may send when they set an application to rejected or hired (issue 35 item 7):
// the console prefills its text field with these, staff edit it, the server sends what they send.
import { settings } from '../site/settings.ts'

export type StatusEmailStatus = 'rejected' | 'hired'

interface StatusEmailTemplate {
  subject: (job: string) => string
  text: (values: { name: string; job: string }) => string
}

const signature = ['Kind regards,', `The recruitment team, ${settings.companyName}`]

export const statusEmailTemplates: Record<StatusEmailStatus, StatusEmailTemplate> = {
  rejected: {
    subject: (job) => `Your application for ${job} at ${settings.companyName}`,
    text: ({ name, job }) =>
      [
        `Dear ${name},`,
        '',
        `Thank you for applying for the role of ${job} at ${settings.companyName}, and for the time you gave to it.`,
        '',
        'We have considered your application carefully. We will not be taking it further for this role, as others matched what the role needs more closely.',
        '',
        'We wish you every success, and you are welcome to apply again for roles that suit you.',
        '',
        ...signature,
      ].join('\n'),
  },
  hired: {
    subject: (job) => `Welcome to ${settings.companyName}: ${job}`,
    text: ({ name, job }) =>
      [
        `Dear ${name},`,
        '',
        `We are delighted to confirm that you have been selected for the role of ${job} at ${settings.companyName}.`,
        '',
        'A member of our team will contact you shortly with your offer and the next steps.',
        '',
        'Congratulations, and welcome aboard.',
        '',
        ...signature,
      ].join('\n'),
  },
}
