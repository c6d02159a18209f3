import { mkdirSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { axe, lookAt } from './support'
import { istParts } from '../../src/contracts/interviews.ts'
import { eventually, mailServer, readMail } from '../../server/test-support/mail-server.ts'
import { openScreen, signIn, startConsoleServer } from './console-support'

/*
 * The hiring pipeline, notes and interview invitations (issue 43 items 3–5), end to end: a console
 * server of its own with a real SMTP server beside it; a candidate moved with the keyboard, an
 * interview scheduled from the offer the move makes, a note added, and the applicant's own page.
 */
test.skip(process.env.E2E_STATIC === '1', 'needs the companion server')
test.describe.configure({ mode: 'serial' })

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
// The e-mail's link names the site's public origin; the token after '#' opens the page on this server.
const linkPattern = /\/my-application#([A-Za-z0-9_-]{43})/
const applicant = { name: 'Tara Joshi', email: 'tara.joshi@example.com' }

let url = ''
const column = (page: Page, stage: string) => page.getByRole('region', { name: stage, exact: true })
let stop: () => Promise<void> = async () => undefined
let mail: Awaited<ReturnType<typeof mailServer>>

async function expectNoAxeViolations(page: Page, include?: string) {
  const builder = axe(page).withTags(wcag)
  const results = await (include === undefined ? builder : builder.include(include)).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
}

async function apply(page: Page, name: string, email: string) {
  const response = await page.request.post(`${url}/api/job-applications/`, {
    multipart: {
      job: '1',
      full_name: name,
      email,
      phone: '+91 90000 55555',
      resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf },
    },
  })
  expect(response.status()).toBe(201)
}

/** Signed in, on 'Jobs': the first job's card. */
async function firstJobOnJobsScreen(page: Page) {
  await signIn(page, url)
  await openScreen(page, 'Jobs')
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first()
}

/** Screenshots at 390 and 1280 px for the developers to look at, in the test's output folder. */
async function shoot(page: Page, name: string) {
  const shots = test.info().outputPath()
  mkdirSync(shots, { recursive: true })
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await lookAt(page, { path: `${shots}/${name}-${width}.png`, fullPage: true })
  }
}

test.beforeAll(async () => {
  test.setTimeout(90_000)
  mail = await mailServer()
  ;({ url, stop } = await startConsoleServer([{ email: 'recruiter@example.com', role: 'recruiter' }], {
    SMTP_URL: mail.url,
    NOTIFY_EMAIL: 'team@arcnova.example',
  }))
})
test.afterAll(async () => {
  await stop()
  await mail.close()
})

test('the pipeline moved by keyboard: counts change, the history shows it, an interview is scheduled and the applicant sees it', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await apply(page, applicant.name, applicant.email)
  await apply(page, 'Vikram Rao', 'vikram.rao@example.com')
  const job = await firstJobOnJobsScreen(page)
  await job.getByRole('link', { name: 'Pipeline' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^Pipeline: / })).toBeFocused()
  await expect(column(page, 'New')).toContainText('2 candidates')
  await expect(column(page, 'Interview')).toContainText('0 candidates')
  await expectNoAxeViolations(page)
  await shoot(page, 'pipeline')

  // 'Move to…' with the keyboard alone: Enter opens the menu on its first stage, ArrowDown, Enter.
  const card = column(page, 'New').getByRole('article', { name: applicant.name })
  await card.getByRole('button', { name: 'Move to…' }).focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem')).toHaveText(['Screening', 'Interview', 'Offer', 'Hired', 'Rejected'])
  await expect(menu.getByRole('menuitem', { name: 'Screening' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem', { name: 'Interview' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: `${applicant.name} moved to Interview.` })).toBeVisible()
  await expect(column(page, 'New')).toContainText('1 candidate')
  await expect(column(page, 'Interview')).toContainText('1 candidate')
  await expect(column(page, 'Interview').getByRole('article', { name: applicant.name })).toBeVisible()

  // Moving to Interview offers to schedule one: the offer has the focus; the dialog asks in IST.
  const schedule = page.getByRole('button', { name: 'Schedule interview' })
  await expect(schedule).toBeFocused()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Schedule interview' })
  await expect(dialog).toContainText('India Standard Time (IST), Asia/Kolkata')
  await expectNoAxeViolations(page, '[role="dialog"]')
  const day = istParts(new Date(Date.now() + 2 * 86_400_000)).date
  await dialog.getByLabel('Date (IST)').fill(day)
  await dialog.getByLabel('Start time (IST)').fill('11:00')
  await dialog.getByLabel('Length').selectOption('45')
  await dialog.getByLabel('Place or video link').fill('https://meet.example.com/tara-interview')
  await dialog.getByRole('checkbox', { name: 'recruiter@example.com' }).check()
  await shoot(page, 'schedule-dialog')
  await dialog.getByRole('button', { name: 'Send invitation' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: 'Interview scheduled' })).toBeVisible()
  const invitation = await eventually(() =>
    mail.received.find((item) => item.to.includes(applicant.email) && /method=REQUEST/i.test(item.data)),
  )
  expect(readMail(invitation.data).subject).toMatch(/^Interview invitation: /)
  await eventually(() => mail.received.find((item) => item.to.includes('recruiter@example.com')))

  // The application's details: the move in its history, the interview, and a note added and kept.
  const moved = column(page, 'Interview').getByRole('article', { name: applicant.name })
  await moved.getByRole('button', { name: 'Details' }).click()
  const details = page.getByRole('dialog', { name: applicant.name })
  await expect(details.getByRole('region', { name: 'Stage history' })).toContainText('New → Interview')
  await expect(details.getByRole('region', { name: 'Stage history' })).toContainText('By hr@example.com')
  await expect(details.getByRole('region', { name: 'Interviews' })).toContainText(
    '11:00–11:45 India Standard Time (IST)',
  )
  // Where notes are written, the truth about who reads them (issue 60 item 1).
  await expect(details).toHaveAccessibleDescription(/The applicant can read notes in their data download\./)
  await expect(details.getByLabel('New note')).toHaveAccessibleDescription(
    'The applicant can read notes in their data download.',
  )
  await details.getByLabel('New note').fill('Strong on system design; ask about notice period.')
  await details.getByRole('button', { name: 'Add note' }).click()
  const notes = details.getByRole('region', { name: 'Notes' })
  await expect(notes).toContainText('Strong on system design; ask about notice period.')
  await expect(notes).toContainText('hr@example.com')
  await expect(notes.getByRole('button', { name: 'Delete note' })).toBeVisible()
  await expectNoAxeViolations(page, '[role="dialog"]')
  await shoot(page, 'application-details')
  await page.keyboard.press('Escape')
  await expect(moved.getByRole('button', { name: 'Details' })).toBeFocused()

  // 'Export CSV' for a hiring manager: one row per application, the stage and the last note in it.
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  // Named after the job; the phone number reads as typed, not as '+91… (issue 61 item 7).
  expect(exported.suggestedFilename()).toMatch(/ – pipeline\.csv$/)
  const csv = (await (await exported.createReadStream()).toArray()).join('')
  expect(csv).toContain('Name,E-mail,Phone,Stage,Source,Applied on,Last note\r\n')
  expect(csv).toContain(',Interview,Direct,')
  expect(csv).toContain('Strong on system design; ask about notice period.')

  // The applicant's own page: the stage in the company's words, the interview in IST, its .ics.
  const acknowledgement = await eventually(() =>
    mail.received.find(
      (item) => item.to.includes(applicant.email) && readMail(item.data).subject.startsWith('We received'),
    ),
  )
  const token = linkPattern.exec(readMail(acknowledgement.data).text)?.[1]
  expect(token).toBeDefined()
  await page.goto(`${url}/my-application#${token}`)
  const main = page.getByRole('main')
  await expect(main.getByText('Interview being arranged', { exact: true })).toBeVisible()
  await expect(main).toContainText('11:00–11:45 India Standard Time (IST)')
  await expect(main).toContainText('Place: https://meet.example.com/tara-interview')
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: 'Add to my calendar (.ics)' }).click(),
  ])
  expect(file.suggestedFilename()).toBe('interview.ics')
  await expectNoAxeViolations(page)
  await shoot(page, 'my-application-interview')
})

test('a pipeline has an address of its own, and Hired or Rejected there offers the e-mail to the applicant as on Applications', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const job = await firstJobOnJobsScreen(page)
  // Its own URL (issue 60 item 3): a reload stays on the pipeline, Back returns to Jobs.
  await job.getByRole('link', { name: 'Pipeline' }).click()
  await expect(page).toHaveURL(/\/console\/jobs\/\d+\/pipeline$/)
  const heading = page.getByRole('heading', { level: 1, name: /^Pipeline: / })
  await expect(heading).toBeFocused()
  await page.reload()
  await expect(heading).toBeVisible()
  await expect(column(page, 'New')).toContainText('1 candidate')

  // One behaviour for both screens (issue 60 item 2): Rejected first offers 'E-mail the applicant'.
  const card = column(page, 'New').getByRole('article', { name: 'Vikram Rao' })
  await card.getByRole('button', { name: 'Move to…' }).click()
  await page.getByRole('menuitem', { name: 'Rejected' }).click()
  const send = card.getByRole('checkbox', { name: 'E-mail the applicant' })
  await expect(send).toBeFocused()
  await expect(column(page, 'New')).toContainText('1 candidate')
  await send.check()
  await expect(card.getByLabel('E-mail text')).toHaveValue(/Vikram Rao/)
  await expectNoAxeViolations(page)
  await shoot(page, 'pipeline-status-email')
  await card.getByRole('button', { name: 'Move and send' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Vikram Rao moved to Rejected; the e-mail is on its way.' }),
  ).toBeVisible()
  await expect(column(page, 'Rejected')).toContainText('1 candidate')
  const rejection = await eventually(() =>
    mail.received.find(
      (item) =>
        item.to.includes('vikram.rao@example.com') && readMail(item.data).subject.startsWith('Your application'),
    ),
  )
  expect(readMail(rejection.data).text).toContain('Vikram Rao')

  await page.goBack()
  await expect(page).toHaveURL(/\/console\/jobs$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible()
  await expect(job.getByRole('link', { name: 'Pipeline' })).toBeFocused()
})
