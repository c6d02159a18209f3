import { z } from 'zod'
import { settings } from '../../src/site/settings.ts'
import { queryRows, type Db, type Queryable } from '../db/db.ts'
import type { Outbox } from '../delivery/outbox.ts'
import type { ApplicantMail } from '../notify/smtp-mail.ts'
import type { AfterSent } from '../delivery/outbox-message.ts'
import { applicantLink, hashApplicantToken, issueApplicantToken } from './applicant-tokens.ts'

const keepItPrivate = [
  'The link works for 12 months. Keep it to yourself: whoever has it can see, withdraw and delete the application.',
  'Lost it, or shared it by mistake? Ask for a fresh one on the same page ("Lost your link?"): the old one then stops working.',
]

/** The acknowledgement: the job's name in the subject, the private link in the text. */
export function acknowledgementMail(to: string, jobName: string, link: string, siteUrl: string): ApplicantMail {
  return {
    to,
    subject: `We received your application: ${jobName}`,
    text: [
      `Thank you for applying for "${jobName}" at ${settings.companyName}. Your application and CV have arrived.`,
      '',
      'See its status, download a copy of your data, withdraw the application or delete your data here:',
      link,
      '',
      ...keepItPrivate,
      '',
      `How we use and keep your data: ${siteUrl}/privacy`,
    ].join('\n'),
  }
}

/** 'Lost your link?': one fresh link per application of the address. */
export function lostLinksMail(to: string, links: ReadonlyArray<{ jobName: string; link: string }>): ApplicantMail {
  return {
    to,
    subject: `Your ${links.length === 1 ? 'application' : 'applications'} at ${settings.companyName}`,
    text: [
      'You (or someone who typed your address) asked for the links to your applications. Here they are:',
      '',
      ...links.flatMap(({ jobName, link }) => [`${jobName}:`, link, '']),
      ...keepItPrivate,
      'Links sent earlier no longer work. If you did not ask, you can ignore this e-mail.',
    ].join('\n'),
  }
}

/**
 * On the application's own transaction: its private link issued and the acknowledgement recorded in the
 * outbox, so the row and the promise to e-mail it commit together (record 059).
 */
export async function acknowledgeApplication(
  tx: Queryable,
  outbox: Outbox,
  siteUrl: string,
  application: { id: number; email: string; jobName: string },
): Promise<void> {
  if (!outbox.mail) return
  const token = await issueApplicantToken(tx, application.id)
  const mail = acknowledgementMail(application.email, application.jobName, applicantLink(siteUrl, token), siteUrl)
  await outbox.add(tx, 'acknowledgement', { channel: 'mail', mail }, { applicationId: application.id })
}

/**
 * 'Lost your link?', composed by the delivery worker: fresh links for every application of the address;
 * the older ones end once the mail server has taken this e-mail (afterSent), not before: during a mail
 * outage, whoever knows an applicant's address must not cut them off. Null when it has none.
 */
export async function composeLostLinks(
  db: Db,
  siteUrl: string,
  email: string,
): Promise<{ mail: ApplicantMail; afterSent: AfterSent } | null> {
  const applications = await queryRows(
    db,
    z.object({ id: z.number().int(), email: z.string(), job_name: z.string() }),
    `SELECT a.id, a.email, j.job_name FROM job_applications a JOIN jobs j ON j.id = a.job_id
      WHERE lower(a.email) = lower($1) ORDER BY a.created_at DESC, a.id DESC LIMIT 50`,
    [email],
  )
  if (applications.length === 0) return null
  const issued = await db.transaction(async (tx) => {
    const fresh = []
    for (const application of applications) {
      const token = await issueApplicantToken(tx, application.id)
      fresh.push({
        jobName: application.job_name,
        link: applicantLink(siteUrl, token),
        hash: hashApplicantToken(token),
      })
    }
    return fresh
  })
  return {
    // To the address as the application stored it: the one the applicant typed when applying.
    mail: lostLinksMail(applications[0]?.email ?? email, issued),
    afterSent: {
      endOlderLinks: {
        applicationIds: applications.map((application) => application.id),
        orderIds: [],
        keep: issued.map((link) => link.hash),
      },
    },
  }
}
