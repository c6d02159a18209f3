import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { queryOne, type Db } from '../db/db.ts'
import { fieldErrors, HttpProblem } from '../http/problem.ts'
import { jobExists } from '../jobs/job-repository.ts'
import { applicationMessages, requestMessages } from '../messages.ts'
import type { CvStorage } from '../storage/cv-storage.ts'
import { applicationBodyMaxBytes, readApplicationForm } from './application-form.ts'
import { cvContentTypes } from './file-signature.ts'

const tooLarge = { resume: applicationMessages.resumeTooLarge }

export function applicationsRoutes(db: Db, storage: CvStorage): Hono {
  const app = new Hono()

  app.post(
    '/job-applications/',
    // Counts bytes as they arrive and answers 413 as soon as the cap is passed (or at once from Content-Length).
    bodyLimit({ maxSize: applicationBodyMaxBytes, onError: (c) => fieldErrors(c, tooLarge, 413) }),
    async (c) => {
      if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) {
        throw new HttpProblem(415, requestMessages.expectedMultipart)
      }
      let form: FormData
      try {
        form = await c.req.raw.formData()
      } catch {
        throw new HttpProblem(400, requestMessages.malformedForm)
      }
      const { draft, errors, tooLarge: resumeTooLarge } = await readApplicationForm(form)
      if (resumeTooLarge) return fieldErrors(c, tooLarge, 413)
      if (draft.jobId !== null && errors.job === undefined && !(await jobExists(db, draft.jobId))) {
        errors.job = applicationMessages.jobNotFound
      }
      if (Object.keys(errors).length > 0 || draft.resume === null || draft.jobId === null) {
        return fieldErrors(c, errors)
      }

      // Store the file first, then commit the row; if the row fails, remove the file so nothing is left.
      const resume = draft.resume
      const key = await storage.save({ bytes: resume.bytes, extension: resume.extension })
      try {
        const row = await queryOne(
          db,
          z.object({ id: z.number().int() }),
          `INSERT INTO job_applications (job_id, full_name, email, phone, comments, resume_key, resume_name, resume_type, resume_size)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
          [
            draft.jobId,
            draft.fullName,
            draft.email,
            draft.phone,
            draft.comments,
            key,
            resume.name,
            cvContentTypes[resume.extension],
            resume.bytes.length,
          ],
        )
        if (row === null) throw new Error('Insert returned no row')
        return c.json({ id: row.id }, 201)
      } catch (error) {
        await storage.remove(key).catch(() => undefined)
        throw error
      }
    },
  )
  return app
}
