import { expect, type Page, test } from '@playwright/test'
import { resumeFileTypes } from '../../src/contracts/application'
import { shareTarget } from '../../src/contracts/share-target'
import {
  axe,
  clickApplyNow,
  lookAt,
  smallPdf,
  visitUntilControlled,
  waitForApp,
  waitForPageIdle,
  watchForErrors,
} from './support'

// Runs against the companion server (real API, seeded jobs), with the service worker that answers shares.
test.skip(process.env.E2E_STATIC === '1', 'needs the companion server (not E2E_STATIC)')
test.use({ serviceWorkers: 'allow' })

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

interface SharedFile {
  name: string
  mimeType: string
  buffer: Buffer
}

const cv: SharedFile = { name: 'asha-rao-cv.pdf', mimeType: 'application/pdf', buffer: smallPdf() }

/**
 * Shares a file to the app as the OS does once it is installed: a multipart POST navigation to the
 * manifest's action (a form built in the page, so the request goes through the service worker).
 */
async function share(page: Page, file: SharedFile | null) {
  await page.evaluate(({ action, fileField }) => {
    const form = document.createElement('form')
    form.id = 'os-share'
    form.method = 'post'
    form.enctype = 'multipart/form-data'
    form.action = action
    const input = document.createElement('input')
    input.type = 'file'
    input.name = fileField
    form.append(input)
    document.body.append(form)
  }, shareTarget)
  if (file) await page.locator('#os-share input').setInputFiles(file)
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === shareTarget.action)
  await page.locator('#os-share').evaluate((form: HTMLFormElement) => form.submit())
  const response = await answer
  await page.waitForURL((url) => url.pathname === shareTarget.landing)
  await waitForApp(page)
  return response
}

/** What IndexedDB holds for the shared CV, read as the page's own code would find it. */
function storedSharedCv(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ name: unknown; type: unknown; size: unknown; sharedAt: unknown } | null>((resolve, reject) => {
        const open = indexedDB.open('arcnova-careers')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const read = db.transaction('careers').objectStore('careers').get('shared-cv')
          read.onerror = () => reject(read.error)
          read.onsuccess = () => {
            db.close()
            const value: unknown = read.result
            if (typeof value !== 'object' || value === null) return resolve(null)
            const field = (key: string): unknown => Reflect.get(value, key)
            resolve({ name: field('name'), type: field('type'), size: field('size'), sharedAt: field('sharedAt') })
          }
        }
      }),
  )
}

const banner = (page: Page, name = cv.name) => page.getByRole('region', { name: `Apply with ${name}` })

test('the manifest offers the app as a share target for PDF, DOC and DOCX files', async ({ page }) => {
  const response = await page.request.get('/manifest.webmanifest')
  const manifest: unknown = await response.json()
  expect(manifest).toMatchObject({
    share_target: {
      action: '/share-target/',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: {
        files: [
          {
            name: 'cv',
            accept: [
              'application/pdf',
              '.pdf',
              'application/msword',
              '.doc',
              'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
              '.docx',
            ],
          },
        ],
      },
    },
  })
  expect(resumeFileTypes).toHaveLength(3)
  // Chromium parses it without complaint (a wrong share_target is reported here).
  await page.goto('/')
  const cdp = await page.context().newCDPSession(page)
  expect((await cdp.send('Page.getAppManifest')).errors).toEqual([])
})

test('a shared CV: kept by the service worker, offered above the list, attached by Apply Now, gone once sent', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const errors = watchForErrors(page)
  await visitUntilControlled(page, '/job-openings')
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })

  const answer = await share(page, cv)
  expect(answer.status()).toBe(303)
  expect(answer.fromServiceWorker()).toBe(true)
  await expect(page).toHaveURL(/\/job-openings$/)

  // The banner, above the list, labelled by what it offers; keyboard reachable; no axe violations.
  await expect(banner(page)).toBeVisible()
  await expect(banner(page).getByRole('status')).toContainText(`Apply with ${cv.name}`)
  const list = page.getByRole('main').getByRole('article').first()
  await expect(list).toBeVisible()
  const bannerBox = await banner(page).boundingBox()
  const listBox = await list.boundingBox()
  expect(bannerBox && listBox && bannerBox.y + bannerBox.height <= listBox.y).toBe(true)
  expect(await storedSharedCv(page)).toEqual({
    name: cv.name,
    type: 'application/pdf',
    size: cv.buffer.length,
    sharedAt: expect.any(Number),
  })
  // Its code came in a chunk of its own, loaded because a CV was waiting.
  expect(scripts.some((path) => /\/shared-cv-banner-[\w-]+\.js$/.test(path))).toBe(true)
  const scanned = await axe(page).include('#shared-cv').withTags(wcag).analyze()
  expect(scanned.violations).toEqual([])

  // Apply Now: the dialog opens with the shared CV attached; the visitor fills the rest and sends it to the real API.
  const dialog = await clickApplyNow(page)
  await expect(dialog.getByText(`Selected: ${cv.name}`)).toBeVisible()
  expect(await page.getByLabel('Upload CV').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(cv.name)
  await page.getByLabel('Full Name').fill('Asha Rao')
  await page.getByLabel('Email').fill('asha.rao@example.com')
  await page.getByLabel('Phone').fill('+91 98765 43210')
  const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/job-applications/')
  await page.getByRole('button', { name: 'Submit Application' }).click()
  expect((await sent).status()).toBe(201)
  await expect(page.getByText('Application submitted successfully!', { exact: true })).toBeVisible()
  await expect(dialog).toBeHidden()

  // Sent: the banner and the file on the device are gone, and stay gone after a reload.
  await expect(banner(page)).toHaveCount(0)
  await expect.poll(() => storedSharedCv(page)).toBeNull()
  await page.reload()
  await waitForApp(page)
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
  expect(errors).toEqual([])
})

test('Discard deletes the shared CV from the device; focus moves on to the list', async ({ page }) => {
  await visitUntilControlled(page, '/job-openings')
  await share(page, cv)
  const discard = banner(page).getByRole('button', { name: 'Discard' })
  await lookAt(banner(page), { path: 'tests/.artifacts/playwright/shared-cv-banner.png' })
  await discard.focus()
  await expect(discard).toBeFocused()
  // A visible focus ring on the keyboard's way to it.
  expect(
    await discard.evaluate((button) => button.matches(':focus-visible') && getComputedStyle(button).outlineStyle),
  ).toBe('solid')
  await page.keyboard.press('Enter')
  await expect(banner(page)).toHaveCount(0)
  await expect(page.locator('#careers-count')).toBeFocused()
  await expect.poll(() => storedSharedCv(page)).toBeNull()

  // Apply Now is as before: nothing attached.
  await page.getByRole('main').getByRole('button', { name: 'Apply Now' }).first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.getByText(/^Selected: /)).toHaveCount(0)
})

test('a share the apply dialog would refuse, or one without a file, lands on the list with the reason', async ({
  page,
}) => {
  await visitUntilControlled(page, '/job-openings')
  await share(page, { name: 'holiday.png', mimeType: 'image/png', buffer: Buffer.from('\x89PNG\r\n') })
  const refused = page.getByRole('region', { name: 'The file you shared, holiday.png, cannot be used' })
  await expect(refused).toContainText('Resume must be a PDF, DOC or DOCX file.')
  // Told once: nothing of it is kept.
  await expect.poll(() => storedSharedCv(page)).toBeNull()
  await refused.getByRole('button', { name: 'Dismiss' }).click()
  await expect(refused).toHaveCount(0)

  await share(page, null)
  await expect(page.getByRole('region', { name: 'Nothing to apply with' })).toContainText(
    'No file came with the share.',
  )
})

test('without a shared CV the job list is as before, and the banner’s code never loads', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await visitUntilControlled(page, '/job-openings')
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  await waitForPageIdle(page)
  await expect(page.getByRole('region', { name: /^Apply with / })).toHaveCount(0)
  expect(scripts.filter((path) => path.includes('shared-cv'))).toEqual([])
})

test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' })

  test('the server answers a share with the job list, not an error', async ({ page }) => {
    await page.goto('/job-openings')
    await waitForApp(page)
    const answer = await share(page, cv)
    expect(answer.status()).toBe(303)
    expect(answer.fromServiceWorker()).toBe(false)
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
    await expect(page.getByRole('region', { name: /^Apply with / })).toHaveCount(0)
  })
})
