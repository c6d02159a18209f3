import { describeJobSearch } from '../../src/contracts/job-alert.ts'
import { checkJobAlertSearch } from '../../src/contracts/job-alert-search.ts'
import { settings } from '../../src/site/settings.ts'
import type { ApplicantMail } from '../notify/smtp-mail.ts'
import type { Db } from '../db/db.ts'
import { alertById, issueAlertToken, requestJobAlert, type AlertSearch } from './job-alert-store.ts'

const base = (siteUrl: string) => siteUrl.replace(/\/+$/, '')

/** The one-click address (RFC 8058): a POST with `List-Unsubscribe=One-Click` ends the alert; a GET shows a page. */
export function unsubscribeUrl(siteUrl: string, token: string): string {
  return `${base(siteUrl)}/api/job-alerts/unsubscribe?token=${token}`
}

/** The confirmation page: the token after '#', which no request, log or Referer carries; the page POSTs it. */
export function confirmUrl(siteUrl: string, token: string): string {
  return `${base(siteUrl)}/job-alerts#confirm=${token}`
}

/** A job's own link on the careers page; the fragment tells the page to count the e-mail as opened. */
export function jobUrl(siteUrl: string, jobId: number, openToken: string): string {
  return `${base(siteUrl)}/job-openings?job=${jobId}#alert=${openToken}`
}

/** Every alert e-mail: the one-click unsubscribe headers (RFC 2369, RFC 8058) and the same link in the text. */
function withUnsubscribe(mail: Omit<ApplicantMail, 'headers'>, link: string): ApplicantMail {
  return {
    ...mail,
    text: `${mail.text}\n\nStop these e-mails: ${link}`,
    headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}

/**
 * The search in words. The e-mails come from the company's address: a search stored before the
 * rule (job-alert-search.ts) that breaks it is named, never quoted.
 */
function searchWords(search: AlertSearch): string {
  const checked = checkJobAlertSearch({ q: search.q, location: search.location })
  return checked.ok ? describeJobSearch(checked.search) : 'jobs matching the search you chose on our careers page'
}

/** The double opt-in: one e-mail with the confirmation link; nothing else goes before it is opened. */
export function confirmationMail(
  to: string,
  search: AlertSearch,
  links: { confirm: string; unsubscribe: string },
  siteUrl: string,
): ApplicantMail {
  return withUnsubscribe(
    {
      to,
      subject: `Confirm your job alerts from ${settings.companyName}`,
      text: [
        `You (or someone who typed your address) asked ${settings.companyName} to e-mail new job openings: ${searchWords(search)}.`,
        '',
        'To start them, open this link:',
        links.confirm,
        '',
        'If you did not ask, ignore this e-mail: nothing more is sent, and the request is deleted in 7 days.',
        `At most one e-mail a day, only when there are new openings. How we use and keep your data: ${base(siteUrl)}/privacy`,
      ].join('\n'),
    },
    links.unsubscribe,
  )
}

export interface DigestJob {
  id: number
  job_name: string
  location: string | null
}

/** The daily digest: each new matching job with its link. */
export function digestMail(
  to: string,
  search: AlertSearch,
  jobs: readonly DigestJob[],
  links: { open: string; unsubscribe: string },
  siteUrl: string,
): ApplicantMail {
  const count = jobs.length === 1 ? '1 new opening' : `${jobs.length} new openings`
  return withUnsubscribe(
    {
      to,
      subject: `${count} at ${settings.companyName}`,
      text: [
        `New at ${settings.companyName} — ${searchWords(search)}:`,
        '',
        ...jobs.flatMap((job) => [
          job.location === null ? job.job_name : `${job.job_name} — ${job.location}`,
          jobUrl(siteUrl, job.id, links.open),
          '',
        ]),
        `All openings: ${base(siteUrl)}/job-openings`,
      ].join('\n'),
    },
    links.unsubscribe,
  )
}

/**
 * The delivery worker's half of an alert request: the subscription stored (or found), its links issued
 * and the confirmation written; null when none is due (one a day per subscription, record 054).
 */
export async function composeAlertConfirmation(
  db: Db,
  siteUrl: string,
  email: string,
  search: AlertSearch,
): Promise<ApplicantMail | null> {
  const id = await requestJobAlert(db, email, search)
  const alert = id === null ? null : await alertById(db, id)
  if (alert === null) return null
  const links = {
    confirm: confirmUrl(siteUrl, await issueAlertToken(db, alert.id, 'confirm')),
    unsubscribe: unsubscribeUrl(siteUrl, await issueAlertToken(db, alert.id, 'unsubscribe')),
  }
  return confirmationMail(alert.email, search, links, siteUrl)
}
