import type { ApplicationReceived } from '../../src/contracts/application-received.ts'
import { IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'
import { Hono } from 'hono'
import { z } from 'zod'
import { queryOne, type Db } from '../db/db.ts'
import { fieldErrors, HttpProblem } from '../http/problem.ts'
import { jobExists } from '../jobs/job-repository.ts'
import { applicationMessages, requestMessages } from '../messages.ts'
import { mailLessOutbox, type Outbox } from '../delivery/outbox.ts'
import { acknowledgeApplication } from '../applicant/applicant-mail.ts'
import { defaultSiteUrl } from '../../src/site/preview-tags.ts'
import { newCvKey, type CvStorage } from '../storage/cv-storage.ts'
import { applicationBodyMaxBytes, checkApplicationFields, checkResume } from './application-form.ts'
import { cvContentTypes } from './file-signature.ts'
import { shareLinkField } from '../../src/contracts/share-link-code.ts'
import { applicationAttribution } from '../share-links/share-link-attribution.ts'
import { MalformedForm, receiveApplication, ResumeTooLarge, type ReceivedApplication } from './receive-application.ts'

const tooLarge = { resume: applicationMessages.resumeTooLarge }

/**
 * The request body as a Node stream. Under the Node server that is the socket's own IncomingMessage,
 * which pauses the client when the disk is slower (the web stream the adapter offers buffers instead).
 */
function bodyStream(incoming: unknown, webBody: () => ReadableStream<Uint8Array> | null): Readable | null {
  if (incoming instanceof IncomingMessage) return incoming
  const body = webBody() // only read when there is no socket: creating it starts consuming the request
  return body === null ? null : Readable.fromWeb(body)
}

export function applicationsRoutes(
  db: Db,
  storage: CvStorage,
  outbox: Outbox = mailLessOutbox,
  siteUrl: string = defaultSiteUrl,
): Hono<{ Bindings: { incoming?: unknown } }> {
  const app = new Hono<{ Bindings: { incoming?: unknown } }>()

  app.post('/job-applications/', async (c) => {
    const contentType = c.req.header('content-type') ?? ''
    if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new HttpProblem(415, requestMessages.expectedMultipart)
    if (Number(c.req.header('content-length') ?? 0) > applicationBodyMaxBytes) return fieldErrors(c, tooLarge, 413)
    const body = bodyStream(c.env?.incoming, () => c.req.raw.body)
    if (body === null) throw new HttpProblem(400, requestMessages.malformedForm)

    let received: ReceivedApplication
    try {
      received = await receiveApplication(body, contentType, storage)
    } catch (error) {
      if (error instanceof ResumeTooLarge) return fieldErrors(c, tooLarge, 413)
      if (error instanceof MalformedForm) throw new HttpProblem(400, requestMessages.malformedForm)
      throw error
    }
    const staged = received.resume?.staged ?? null
    try {
      const { text, errors } = checkApplicationFields(received.fields)
      const resume = await checkResume(received.resume)
      if ('error' in resume) errors.resume = resume.error
      if (text.jobId !== null && errors.job === undefined && !(await jobExists(db, text.jobId))) {
        errors.job = applicationMessages.jobNotFound
      }
      if (Object.keys(errors).length > 0 || 'error' in resume || text.jobId === null || staged === null) {
        return fieldErrors(c, errors)
      }
      const jobId = text.jobId

      // Row and file commit together: insert, store the file under its key (in PostgreSQL, on this same
      // transaction), commit. A local file that a crash left without its row is removed by the start-up sweep.
      const key = newCvKey(resume.extension)
      let published = false
      try {
        const row = await db.transaction(async (tx) => {
          // The share link the visitor arrived through (kept on their device): its source, or 'Direct'.
          const { shareLinkId, source } = await applicationAttribution(tx, received.fields[shareLinkField], jobId)
          const inserted = await queryOne(
            tx,
            z.object({ id: z.number().int(), job_name: z.string(), email: z.string() }),
            `INSERT INTO job_applications (job_id, full_name, email, phone, comments, resume_key, resume_name, resume_type,
               resume_size, talent_pool, notice_version, share_link_id, source)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
             RETURNING id, email, (SELECT job_name FROM jobs WHERE id = $1) AS job_name`,
            [
              text.jobId,
              text.fullName,
              text.email,
              text.phone,
              text.comments,
              key,
              resume.name,
              cvContentTypes[resume.extension],
              staged.size,
              text.talentPool,
              text.noticeVersion,
              shareLinkId,
              source,
            ],
          )
          if (inserted === null) throw new Error('Insert returned no row')
          await storage.publish(staged, key, tx)
          published = true
          // Recorded with the row, sent by the delivery worker (record 059): the visitor's answer never
          // waits for the mail server, and a crash or an outage after the commit loses neither e-mail.
          // The team's e-mail names the job only: the applicant's details stay in the console.
          if (text.jobId !== null) {
            const event = {
              kind: 'application' as const,
              id: inserted.id,
              jobId: text.jobId,
              jobName: inserted.job_name,
            }
            await outbox.add(tx, 'team notification', { channel: 'team', event })
          }
          // The applicant's acknowledgement with their private link (record 050).
          await acknowledgeApplication(tx, outbox, siteUrl, {
            id: inserted.id,
            email: inserted.email,
            jobName: inserted.job_name,
          })
          return inserted
        })
        outbox.wake()
        // The visitor is told the link is on its way only when it is (issue 45).
        return c.json({ id: row.id, link_sent: outbox.mail } satisfies ApplicationReceived, 201)
      } catch (error) {
        if (published && !storage.transactional) await storage.remove(key).catch(() => undefined)
        throw error
      }
    } finally {
      // Nothing to do once published: the staging file has become the CV.
      if (staged !== null) await storage.discard(staged).catch(() => undefined)
    }
  })
  return app
}
