import type { Readable } from 'node:stream'
import busboy from 'busboy'
import { shareLinkField } from '../../src/contracts/share-link-code.ts'
import type { CvStorage, StagedCv } from '../storage/cv-storage.ts'
import { applicationBodyMaxBytes, resumeMaxBytes } from './application-form.ts'

/** What arrived: the text fields, and the CV staged on disk (never held in memory whole). */
export interface ReceivedApplication {
  fields: Record<string, string>
  resume: { staged: StagedCv; name: string } | null
}

export class ResumeTooLarge extends Error {}
export class MalformedForm extends Error {}

const textFields = new Set([
  'job',
  'full_name',
  'email',
  'phone',
  'comments',
  'talent_pool',
  'notice_version',
  shareLinkField,
])

/**
 * Streams a multipart application: text fields into memory (small, capped), the `resume` file straight
 * into a staging file. Rejects with ResumeTooLarge as soon as the CV passes 5 MB or the whole body its cap,
 * while it still streams (so a client that never stops sending is answered at once).
 */
export function receiveApplication(
  input: Readable,
  contentType: string,
  storage: CvStorage,
): Promise<ReceivedApplication> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        // Browsers send a file name as raw UTF-8 bytes; busboy's default reads them as Latin-1, which
        // turned 'Asha – CV.pdf' into control characters and refused the upload.
        defParamCharset: 'utf8',
        limits: { fileSize: resumeMaxBytes, files: 1, fields: 10, fieldSize: 16 * 1024, parts: 12 },
      })
    } catch {
      reject(new MalformedForm())
      return
    }
    const fields: Record<string, string> = {}
    let staging: Promise<{ staged: StagedCv; name: string }> | null = null
    let failed = false
    let upload: Readable | null = null

    const fail = (error: Error) => {
      if (failed) return
      failed = true
      // Drop the rest of the body without reading it into anything; the answer closes the connection.
      input.unpipe(parser)
      input.resume()
      // stage() removes its file when its source breaks off; one that already finished is discarded here.
      // Answer only once that is done, so a refused upload leaves nothing behind.
      upload?.destroy(error)
      const cleanup = staging === null ? Promise.resolve() : staging.then((done) => storage.discard(done.staged))
      cleanup.catch(() => undefined).then(() => reject(error))
    }

    parser.on('field', (name, value) => {
      if (textFields.has(name) && !(name in fields)) fields[name] = value
    })
    parser.on('file', (name, file, info) => {
      if (name !== 'resume' || staging !== null) {
        file.resume()
        return
      }
      upload = file
      file.on('limit', () => fail(new ResumeTooLarge()))
      staging = storage.stage(file).then((staged) => ({ staged, name: info.filename ?? '' }))
      staging.catch(() => undefined)
    })
    parser.on('error', () => fail(new MalformedForm()))
    input.on('error', (error) => fail(error))
    let bodyBytes = 0
    input.on('data', (chunk: Buffer) => {
      bodyBytes += chunk.length
      if (bodyBytes > applicationBodyMaxBytes) fail(new ResumeTooLarge())
    })
    parser.on('close', () => {
      if (failed) return
      if (staging === null) {
        resolve({ fields, resume: null })
        return
      }
      staging.then(
        (resume) => (failed ? storage.discard(resume.staged) : resolve({ fields, resume })),
        (error: unknown) => fail(error instanceof Error ? error : new MalformedForm()),
      )
    })
    input.pipe(parser)
  })
}
