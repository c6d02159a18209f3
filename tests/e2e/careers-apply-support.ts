import { expect, type Page, type Request } from '@playwright/test'
import { sampleJobs } from '../../src/features/careers/sample-jobs'
import { waitForApp } from './support'

// What the apply dialog's specs share (careers-apply-send.spec.ts, careers-apply-dialog.spec.ts).

export const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
export const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
export const cv = { name: 'asha-rao-cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes }

export interface Part {
  name: string
  filename?: string
  body: Buffer
}

/** Splits a multipart/form-data body into its parts, as the server will see them. */
export function multipart(request: Request): Map<string, Part> {
  const boundary = /boundary=([^;]+)/.exec(request.headers()['content-type'] ?? '')?.[1]
  const body = request.postDataBuffer()
  if (!boundary || !body) throw new Error('not a multipart request')
  const parts = new Map<string, Part>()
  const delimiter = Buffer.from(`--${boundary}`)
  let start = body.indexOf(delimiter) + delimiter.length
  for (;;) {
    const end = body.indexOf(delimiter, start)
    if (end === -1) break
    const chunk = body.subarray(start + 2, end - 2) // drop CRLF after the delimiter and before the next
    const split = chunk.indexOf('\r\n\r\n')
    const head = chunk.subarray(0, split).toString()
    const name = /name="([^"]*)"/.exec(head)?.[1]
    const filename = /filename="([^"]*)"/.exec(head)?.[1]
    if (name) parts.set(name, { name, filename, body: chunk.subarray(split + 4) })
    start = end + delimiter.length
  }
  return parts
}

export function fail(): never {
  throw new Error('nothing was sent')
}

export async function openCareers(page: Page, path = '/job-openings') {
  await page.route('**/api/jobs/', (route) =>
    route.fulfill({ json: { count: sampleJobs.length, results: sampleJobs } }),
  )
  await page.goto(path)
  await waitForApp(page)
  await expect(page.getByRole('article')).toHaveCount(4)
}

export const applyButton = (page: Page) => page.getByRole('article').first().getByRole('button', { name: 'Apply Now' })
export const dialog = (page: Page) => page.getByRole('dialog', { name: 'Apply for Senior Java Developer' })

export async function fill(page: Page) {
  await page.getByLabel('Full Name').fill('Asha Rao')
  await page.getByLabel('Email').fill('asha@example.com')
  await page.getByLabel('Phone').fill('+91 98765 43210')
  await page.getByLabel('Comments').fill('Available from January.\nHappy to relocate.')
  await page.getByLabel('Upload CV').setInputFiles(cv)
}
