import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { sessionRoutes } from '../../src/contracts/console'
import { openScreen, openSignedIn, signIn, staff } from './console-support'
import { waitForApp } from './support'
import { withConsoleServer } from './console-spec-server'

/*
 * The console's jobs and applications end to end, with the public site beside it: a job published,
 * a visitor applies, the application is found, moved and deleted; signing out then ends the session. Its
 * own server on a fresh embedded database; the tests run in order, each building on what the one before left.
 */

const pdfBytes = Buffer.from('%PDF-1.4\n% console test\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const job = {
  title: 'Console Test Engineer',
  location: 'Pune, India',
  pay: '₹12–15 LPA',
  type: 'Full-time',
  overview: 'Builds and tests the company console.\nWorks with HR every day.',
}

let url = ''
let jobId = 0
withConsoleServer((started) => {
  url = started
})

test('a job published in the console is on the public page, the API and the sitemap at once; a visitor applies', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, url)
  await openScreen(page, 'Jobs')
  await page.getByRole('button', { name: 'New job' }).click()
  const form = page.getByRole('form', { name: 'New job' })
  await expect(form.getByRole('heading', { name: 'New job' })).toBeFocused()
  // A remote job names its countries, or search engines refuse its posting (issue 61 item 8).
  await form.getByLabel('Location', { exact: true }).fill('Remote')
  await form.getByRole('button', { name: 'Publish' }).click()
  await expect(
    form.getByText('Please name the countries a remote job is open to, such as Remote (India).'),
  ).toBeVisible()
  // The title is required too, and what was typed elsewhere stays.
  await form.getByLabel('Location', { exact: true }).fill(job.location)
  await form.getByRole('button', { name: 'Publish' }).click()
  await expect(form.getByText('Please enter the job title.')).toBeVisible()
  await expect(form.getByLabel('Job title')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Location', { exact: true })).toHaveValue(job.location)

  await form.getByLabel('Job title').fill(job.title)
  await form.getByLabel('Pay', { exact: true }).fill(job.pay)
  await form.getByLabel('Job type').fill(job.type)
  await form.getByLabel('Job overview').fill(job.overview)
  const created = page.waitForResponse((response) => response.url().endsWith('/api/console/jobs/'))
  await form.getByRole('button', { name: 'Publish' }).click()
  const body: unknown = JSON.parse((await (await created).body()).toString())
  jobId = typeof body === 'object' && body !== null && 'id' in body && typeof body.id === 'number' ? body.id : 0
  expect(jobId).toBeGreaterThan(0)
  await expect(page.getByRole('status').filter({ hasText: `${job.title} is published on the site.` })).toBeVisible()
  await expect(page.getByRole('article', { name: job.title })).toContainText('Open')

  // A visitor, in another browser, with no rebuild or restart.
  const visitor = await browser.newPage()
  await visitor.goto(`${url}/job-openings`)
  await waitForApp(visitor)
  const card = visitor.getByRole('article', { name: job.title })
  await expect(card).toBeVisible()
  await expect(card).toContainText(job.location)
  await expect(card).toContainText(job.pay)
  const publicList = await (await visitor.request.get(`${url}/api/jobs/`)).text()
  expect(publicList).toContain(job.title)
  // The list as a crawler reads it (no JavaScript): the server renders it with the new job.
  expect(await (await visitor.request.get(`${url}/job-openings`)).text()).toContain(`>${job.title}</a></h2>`)
  const sitemap = await (await visitor.request.get(`${url}/sitemap.xml`)).text()
  expect(sitemap).toContain(`/job-openings?job=${jobId}</loc>`)
  // The job's link, as a chat app or a crawler reads it (no JavaScript): its own title and JobPosting.
  const shared = await visitor.request.get(`${url}/job-openings?job=${jobId}`)
  expect(shared.status()).toBe(200)
  const sharedHtml = await shared.text()
  expect(sharedHtml).toContain(`<title data-prerendered>${job.title} | Arcnova Consulting</title>`)
  expect(sharedHtml).toContain('"@type":"JobPosting"')

  await card.getByRole('button', { name: 'Apply Now' }).click()
  await visitor.getByLabel('Full Name').fill('Asha Rao')
  await visitor.getByLabel('Email').fill('asha@example.com')
  await visitor.getByLabel('Phone').fill('+91 98765 43210')
  await visitor.getByLabel('Comments').fill('Available from January.')
  await visitor
    .getByLabel('Upload CV')
    .setInputFiles({ name: 'asha-rao-cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes })
  await visitor.getByRole('button', { name: 'Submit Application' }).click()
  await expect(visitor.getByText('Application submitted successfully!', { exact: true })).toBeVisible()
  await visitor.close()
})

test('the application is found by job, stage and name; its CV downloads byte for byte; it moves to another stage', async ({
  page,
}) => {
  await openSignedIn(page, url)
  await page.getByLabel('Filter by job').selectOption({ label: job.title })
  const application = page.getByRole('article', { name: 'Asha Rao' })
  await expect(application).toBeVisible()
  await expect(application).toContainText(job.title)
  await expect(application).toContainText('asha@example.com')
  await expect(application).toContainText('+91 98765 43210')
  await expect(application).toContainText('Available from January.')

  await page.getByLabel('Name or email').fill('nobody-like-this')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByText('0 applications')).toBeVisible()
  await page.getByLabel('Name or email').fill('ASHA@')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(application).toBeVisible()

  const downloading = page.waitForEvent('download')
  await application.getByRole('link', { name: 'asha-rao-cv.pdf' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('asha-rao-cv.pdf')
  const path = await download.path()
  expect(readFileSync(path).equals(pdfBytes)).toBe(true)

  const cv = await page.request.get(`${url}${await application.getByRole('link').last().getAttribute('href')}`)
  expect(cv.headers()['content-disposition']).toMatch(/^attachment;/)
  expect(cv.headers()['cache-control']).toBe('no-store')
  expect(cv.headers()['x-content-type-options']).toBe('nosniff')

  await application.getByLabel('Stage').selectOption('interview')
  await expect(page.getByRole('status').filter({ hasText: 'Asha Rao moved to Interview.' })).toBeVisible()
  await page.reload()
  await page.getByLabel('Filter by stage').selectOption('interview')
  await expect(page.getByRole('article', { name: 'Asha Rao' }).getByLabel('Stage')).toHaveValue('interview')
  await page.getByLabel('Filter by stage').selectOption('new')
  await expect(page.getByRole('article', { name: 'Asha Rao' })).toHaveCount(0)
})

test('closing a job takes it off the public list and its link says so; reopening brings it back', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, url)
  await openScreen(page, 'Jobs')
  const row = page.getByRole('article', { name: job.title })
  await row.getByRole('button', { name: 'Close job' }).click()
  await expect(row).toContainText('Closed')
  await expect(row).toContainText('1 application')

  const visitor = await browser.newPage()
  await visitor.goto(`${url}/job-openings?job=${jobId}`)
  await waitForApp(visitor)
  await expect(visitor.getByText('This job is no longer open.', { exact: false })).toBeVisible()
  await expect(visitor.getByRole('article', { name: job.title })).toHaveCount(0)
  expect(await (await visitor.request.get(`${url}/api/jobs/`)).text()).not.toContain(job.title)
  expect((await visitor.request.get(`${url}/job-openings?job=${jobId}`)).status()).toBe(404)
  expect(await (await visitor.request.get(`${url}/sitemap.xml`)).text()).not.toContain(`job=${jobId}<`)

  await row.getByRole('button', { name: 'Reopen job' }).click()
  await expect(row).toContainText('Open')
  await visitor.reload()
  await waitForApp(visitor)
  await expect(visitor.getByRole('article', { name: job.title })).toBeVisible()
  await visitor.close()

  await openScreen(page, 'Audit log')
  const audit = page.getByRole('region', { name: 'Changes, newest first' })
  // In plain words, not codes such as job.created (issue 60 item 16).
  for (const action of ['Job published', 'Job closed', 'Job reopened', 'Application moved']) {
    await expect(audit.getByRole('cell', { name: action, exact: true }).first()).toBeVisible()
  }
  await expect(audit.getByRole('cell', { name: 'job.created', exact: true })).toHaveCount(0)
  await expect(audit.getByRole('cell', { name: staff.email }).first()).toBeVisible()
})

test('deleting an application asks first, then removes it and its CV', async ({ page }) => {
  await openSignedIn(page, url)
  const application = page.getByRole('article', { name: 'Asha Rao' })
  const cvPath = await application.getByRole('link', { name: 'asha-rao-cv.pdf' }).getAttribute('href')
  const deleteButton = application.getByRole('button', { name: 'Delete' })
  await deleteButton.click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete this application?' })
  await expect(confirm).toContainText('Asha Rao')
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(confirm).toBeHidden()
  await expect(deleteButton).toBeFocused()

  await deleteButton.click()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'The application from Asha Rao and its CV were deleted.' }),
  ).toBeVisible()
  await expect(application).toHaveCount(0)
  expect((await page.request.get(`${url}${cvPath}`)).status()).toBe(404)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible()
  await expect(page.getByRole('article', { name: 'Asha Rao' })).toHaveCount(0)
})

test('signing out ends the session on the server; signed-out calls to every console route get 401 and no data', async ({
  page,
  context,
}) => {
  await signIn(page, url)
  await expect(page.getByText(`Signed in as ${staff.email}`)).toBeVisible()
  const cookie = (await context.cookies(url)).find((item) => item.name === 'arcnova_console')
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'You have signed out.' })).toBeVisible()

  // The old cookie, replayed, no longer works.
  const replayed = await page.request.get(`${url}/api/console/me`, {
    headers: { Cookie: `arcnova_console=${cookie?.value}` },
  })
  expect(replayed.status()).toBe(401)

  for (const [method, template] of sessionRoutes) {
    const path = template.replace(':id', template.startsWith('jobs') ? String(jobId) : '1')
    const response = await page.request.fetch(`${url}/api/console/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Origin: url },
      data: method === 'GET' || method === 'DELETE' ? undefined : '{}',
    })
    expect(`${method} ${path} ${response.status()}`).toBe(`${method} ${path} 401`)
    expect(await response.json()).toEqual({ detail: 'Please sign in.' })
  }
})
