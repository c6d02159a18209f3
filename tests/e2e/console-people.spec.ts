import { createHmac } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { axe, lookAt } from './support'
import { eventually, mailServer, readMail } from '../../server/test-support/mail-server.ts'
import { codeFor, openScreen, signIn, startConsoleServer } from './console-support'

/*
 * Requests by e-mail and status e-mails (issue 35 items 5 and 7), end to end: a console server of its
 * own with a real SMTP server beside it, a person's records made through the public API, and staff who
 * find, export and erase them, then reject an applicant with an e-mail.
 */
test.skip(process.env.E2E_STATIC === '1', 'needs the companion server')
test.describe.configure({ mode: 'serial' })

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const webhookSecret = 'whsec_people_e2e'
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const person = { name: 'Riya Sen', email: 'riya.sen@example.com' }

let url = ''
let stop: () => Promise<void> = async () => undefined
let restartAfter: (sql: string) => Promise<void> = async () => undefined
let mail: Awaited<ReturnType<typeof mailServer>>
let jobName = ''

async function expectNoAxeViolations(page: Page) {
  const results = await axe(page).withTags(wcag).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
}

async function apply(page: Page, name: string, email: string, cv: string) {
  const response = await page.request.post(`${url}/api/job-applications/`, {
    multipart: {
      job: '1',
      full_name: name,
      email,
      phone: '+91 90000 33333',
      resume: { name: cv, mimeType: 'application/pdf', buffer: pdf },
    },
  })
  expect(response.status()).toBe(201)
}

/** A plan order whose payment the provider reported with the buyer's e-mail and phone (a signed webhook). */
async function order(page: Page, buyerEmail: string) {
  const created = await page.request.post(`${url}/api/create-plan-order/`, { data: { plan_id: 1 } })
  expect(created.ok()).toBe(true)
  const { order_id: orderId } = await created.json()
  const raw = JSON.stringify({
    event: 'payment.authorized',
    payload: {
      payment: {
        entity: {
          id: `pay_${Date.now()}`,
          order_id: orderId,
          status: 'authorized',
          email: buyerEmail,
          contact: '+919811122233',
        },
      },
    },
  })
  const delivered = await page.request.post(`${url}/api/razorpay/webhook/`, {
    headers: {
      'Content-Type': 'application/json',
      'X-Razorpay-Signature': createHmac('sha256', webhookSecret).update(raw).digest('hex'),
    },
    data: raw,
  })
  expect(delivered.status()).toBe(200)
}

test.beforeAll(async () => {
  test.setTimeout(90_000)
  mail = await mailServer()
  ;({ url, stop, restartAfter } = await startConsoleServer([], {
    SMTP_URL: mail.url,
    NOTIFY_EMAIL: 'team@arcnova.example',
    RAZORPAY_WEBHOOK_SECRET: webhookSecret,
  }))
})
test.afterAll(async () => {
  await stop()
  await mail.close()
})

test('People: search an address, export everything held, erase it after the confirmation', async ({ page }) => {
  test.setTimeout(90_000)
  // What the person left on the site, under their address typed in different letter cases.
  await apply(page, person.name, 'Riya.Sen@Example.com', 'riya-cv.pdf')
  const jobs = await (await page.request.get(`${url}/api/jobs/`)).json()
  jobName = jobs.results.find((job: { id: number }) => job.id === 1)?.job_name ?? ''
  expect(jobName).not.toBe('')
  expect(
    (await page.request.post(`${url}/api/referrals/`, { data: { name: person.name, email: person.email } })).status(),
  ).toBe(201)
  expect(
    (
      await page.request.post(`${url}/api/contact-messages/`, {
        data: {
          name: person.name,
          email: 'RIYA.SEN@example.com',
          subject: 'About my data',
          message: 'Please tell me.',
        },
      })
    ).status(),
  ).toBe(201)
  await order(page, person.email)

  await signIn(page, url)
  const nav = page.getByRole('navigation', { name: 'Console' })
  const links = await nav.getByRole('link').allTextContents()
  expect(links.indexOf('People')).toBe(links.indexOf('Messages') + 1)
  await openScreen(page, 'People')
  await expectNoAxeViolations(page)

  // A wrong address is refused at the field.
  await page.getByLabel('Email').fill('not an address')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByText('Please enter an e-mail address like name@example.com.')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')

  // The search is a POST with the address in its body, never in a URL.
  const searched = page.waitForRequest((request) => request.url().endsWith('/api/console/people/search'))
  await page.getByLabel('Email').fill(person.email.toUpperCase())
  await page.getByRole('button', { name: 'Search' }).click()
  const request = await searched
  expect(request.method()).toBe('POST')
  expect(request.url()).not.toContain('riya')
  // Named by the address as stored, not as typed; the other spellings held are said (issue 60 item 15).
  const held = page.getByRole('region', { name: `Held for ${person.email}` })
  await expect(held).toContainText('Also stored as RIYA.SEN@example.com and Riya.Sen@Example.com.')
  await expect(held.getByRole('status')).toHaveText(
    '4 records: 1 application, 1 referral, 1 message, 1 order, 0 job alerts',
  )
  const applications = held.getByRole('region', { name: 'Applications (1)' })
  await expect(applications.getByRole('cell', { name: jobName })).toBeVisible()
  await expect(applications.getByRole('cell', { name: 'riya-cv.pdf' })).toBeVisible()
  await expect(
    held.getByRole('region', { name: 'Messages (1)' }).getByRole('cell', { name: 'About my data' }),
  ).toBeVisible()
  await expect(held.getByRole('region', { name: 'Orders (1)' }).getByRole('cell', { name: 'attempted' })).toBeVisible()
  await expectNoAxeViolations(page)

  // How it looks, at a phone's width and a desktop's.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await lookAt(page, { path: test.info().outputPath(`people-${width}.png`), fullPage: true })
  }
  // Below 600 px each record is a card of 'column: value' lines: nothing scrolls sideways (issue 60 item 15).
  await page.setViewportSize({ width: 390, height: 900 })
  const jobCell = applications.getByRole('cell', { name: jobName })
  expect(await jobCell.evaluate((cell) => getComputedStyle(cell, '::before').content)).toContain('Job')
  expect(await applications.evaluate((region) => region.scrollWidth <= region.clientWidth)).toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.setViewportSize({ width: 1280, height: 900 })

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    held.getByRole('button', { name: 'Export' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^person-export-\d{4}-\d{2}-\d{2}\.json$/)
  const file = JSON.parse(await readFile(await download.path(), 'utf8'))
  expect(file.records.applications[0].application).toMatchObject({
    full_name: person.name,
    email: 'Riya.Sen@Example.com',
    resume_name: 'riya-cv.pdf',
  })
  expect(file.records.referrals).toHaveLength(1)
  expect(file.records.messages[0]).toMatchObject({ subject: 'About my data', message: 'Please tell me.' })
  expect(file.records.orders[0].payments[0]).toMatchObject({ buyer_email: person.email, buyer_phone: '+919811122233' })
  await expect(page.getByRole('status').filter({ hasText: 'The export was downloaded.' })).toBeVisible()

  // Erase asks first, naming the address; Cancel keeps everything.
  await held.getByRole('button', { name: 'Erase' }).click()
  const dialog = page.getByRole('alertdialog', { name: `Erase everything held for ${person.email}?` })
  await expect(dialog).toContainText('4 records: 1 application, 1 referral, 1 message, 1 order, 0 job alerts')
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(held.getByRole('status')).toHaveText(
    '4 records: 1 application, 1 referral, 1 message, 1 order, 0 job alerts',
  )
  // The last code is 16 minutes old: the same dialog asks for one, and only then (issue 60 item 14).
  await restartAfter("UPDATE staff_sessions SET second_step_at = now() - interval '16 minutes'")
  await held.getByRole('button', { name: 'Erase' }).click()
  await expect(dialog.getByLabel('Code')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Erase' }).click()
  await expect(dialog.getByLabel('Code')).toBeFocused()
  await expect(page.getByRole('dialog', { name: 'Confirm it is you' })).toHaveCount(0)
  await expect(dialog).toContainText('This cannot be undone.')
  await expectNoAxeViolations(page)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await lookAt(page, { path: test.info().outputPath(`erase-code-${width}.png`) })
  }
  await dialog.getByLabel('Code').fill('000000')
  await dialog.getByRole('button', { name: 'Erase' }).click()
  await expect(dialog.getByLabel('Code')).toHaveAccessibleDescription(/That code is not correct/)
  await expect(dialog.getByLabel('Code')).toBeFocused()
  await dialog.getByLabel('Code').fill(await codeFor(url))
  await dialog.getByRole('button', { name: 'Erase' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: 'Erased:' })).toHaveText(
    'Erased: 1 application, 1 referral, 1 message, 1 order cleared, 0 job alerts.',
  )
  await expect(held.getByRole('status')).toHaveText(
    '0 records: 0 applications, 0 referrals, 0 messages, 0 orders, 0 job alerts',
  )
  await expect(held.getByRole('button', { name: 'Erase' })).toHaveCount(0)

  // The audit log names numbers, never the person.
  await openScreen(page, 'Audit log')
  const log = page.getByRole('region', { name: 'Changes, newest first' })
  await expect(log.getByRole('cell', { name: '1 application, 1 referral, 1 message, 1 order cleared' })).toBeVisible()
  await expect(log.getByRole('cell', { name: '4 records' })).toBeVisible()
  await expect(log).not.toContainText(/riya/i)
})

test('rejecting an applicant offers an e-mail from the template, and the edited text reaches them', async ({
  page,
}) => {
  const applicant = 'kavya.menon@example.com'
  await apply(page, 'Kavya Menon', applicant, 'kavya-cv.pdf')
  await signIn(page, url)
  const card = page.getByRole('article', { name: 'Kavya Menon' })
  await card.getByLabel('Stage').selectOption('rejected')
  const form = card.getByRole('form', { name: 'Move to Rejected' })
  // Nothing is saved yet: the stage control shows the stage as stored until the move is (issue 60 item 16).
  await expect(card.getByLabel('Stage')).toHaveValue('new')
  const offer = form.getByRole('checkbox', { name: 'E-mail the applicant' })
  await expect(offer).not.toBeChecked()
  await offer.check()
  const text = form.getByLabel('E-mail text')
  await expect(text).toHaveValue(
    new RegExp(`^Dear Kavya Menon,\\n\\nThank you for applying for the role of ${jobName}`),
  )
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 390, height: 900 })
  await lookAt(card, { path: test.info().outputPath('status-email-390.png') })
  await page.setViewportSize({ width: 1280, height: 900 })
  await text.fill(`${await text.inputValue()}\n\nP.S. We kept your CV on file for a month.`)
  await form.getByRole('button', { name: 'Move and send' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Kavya Menon moved to Rejected' })).toHaveText(
    'Kavya Menon moved to Rejected; the e-mail is on its way.',
  )
  await expect(card.getByLabel('Stage')).toHaveValue('rejected')
  await expect(form).toHaveCount(0)

  const sent = await eventually(() =>
    mail.received.find(
      (item) => item.to.includes(applicant) && readMail(item.data).subject.startsWith('Your application'),
    ),
  )
  const read = readMail(sent.data)
  expect(read.subject).toBe(`Your application for ${jobName} at Arcnova Consulting`)
  expect(read.text).toContain('Dear Kavya Menon,')
  expect(read.text).toContain('P.S. We kept your CV on file for a month.')

  await openScreen(page, 'Audit log')
  await expect(
    page
      .getByRole('region', { name: 'Changes, newest first' })
      .getByRole('cell', { name: 'new → rejected, e-mail queued' }),
  ).toBeVisible()
})
