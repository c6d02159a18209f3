import { expect, type Page, test } from '@playwright/test'
import { openScreen, signIn, startConsoleServer } from './console-support'
import { axe, lookAt, smallPdf, waitForApp } from './support'

// Issue 43, items 1 and 2: 'Share' in the console to an application that records its source, through
// other pages, a saved draft and a spell offline; then the job's 'Sources' view and 'Disable link'.

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** axe on the open dialog (at 390 px), and what it looks like at 390 and 1280 px. */
async function checkA11yAndShoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    if (width === 390) {
      const results = await axe(page).include('[role="dialog"]').withTags(wcag).analyze()
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    }
    await lookAt(page, {
      path: test.info().outputPath(`${name}-${width}.png`),
    })
  }
}

test('a share link brings an application that records its source; Sources counts it; Disable link', async ({
  browser,
  page,
  context,
}) => {
  test.setTimeout(150_000)
  const server = await startConsoleServer()
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url })
    await signIn(page, server.url)
    await openScreen(page, 'Jobs')
    await expect(page.getByText(/‘Sources’ shows each link’s visits/)).toBeVisible()
    const job = 'Senior Java Developer'
    const row = page.getByRole('article').filter({ has: page.getByRole('heading', { name: job, exact: true }) })
    await row.getByRole('button', { name: 'Share' }).click()
    const share = page.getByRole('dialog', { name: `Share ${job}` })
    await expect(share).toBeVisible()
    await share.getByRole('button', { name: 'Create link' }).click()
    await expect(share.getByText('Please say where the link will be shared, for example LinkedIn.')).toBeVisible()
    await share.getByRole('button', { name: 'LinkedIn' }).click()
    await expect(share.getByRole('textbox', { name: 'Source' })).toHaveValue('LinkedIn')
    await checkA11yAndShoot(page, 'share-dialog')
    await share.getByRole('button', { name: 'Create link' }).click()
    await expect(share.getByRole('img', { name: 'QR code for the link for LinkedIn' })).toBeVisible()
    const shown = (await share.getByText(/\/j\/[1-9A-HJ-NP-Za-km-z]{10}$/).textContent()) ?? ''
    const code = /\/j\/([1-9A-HJ-NP-Za-km-z]{10})$/.exec(shown)?.[1] ?? ''
    expect(code).not.toBe('')
    await expect(share.getByRole('link', { name: 'Download QR code' })).toHaveAttribute(
      'download',
      `${job} - LinkedIn - QR code.svg`,
    )
    await share.getByRole('button', { name: 'Copy link' }).click()
    await expect(share.getByRole('status')).toHaveText('Link copied.')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown)
    await checkA11yAndShoot(page, 'share-dialog-created')
    await share.getByRole('button', { name: 'Done' }).click()
    await expect(row.getByRole('button', { name: 'Share' })).toBeFocused()

    // The visitor, on a device of their own: the link opens the job, the address loses the code.
    const device = await browser.newContext()
    const visitor = await device.newPage()
    await visitor.goto(`${server.url}/j/${code}`)
    await waitForApp(visitor)
    await expect(visitor).toHaveURL(/\/job-openings\?job=\d+$/)
    const jobId = Number(/job=(\d+)/.exec(visitor.url())?.[1])
    await expect(visitor).toHaveTitle(new RegExp(`^${job} \\|`))
    // Other pages first, then back to apply; the form is left half-filled (a draft) for another page.
    await visitor.goto(`${server.url}/privacy`)
    await expect(visitor.getByText(/Opening one adds one to a count per link and day, without a cookie/)).toBeVisible()
    await visitor.goto(`${server.url}/job-openings`)
    await waitForApp(visitor)
    const card = visitor
      .getByRole('main')
      .getByRole('article')
      .filter({ has: visitor.getByRole('heading', { name: job }) })
    await card.getByRole('button', { name: 'Apply Now' }).click()
    await visitor.getByLabel('Full Name').fill('Nisha Verma')
    await visitor.getByLabel('Email').fill('nisha@example.com')
    await visitor.getByLabel('Phone').fill('+91 90000 54321')
    await visitor
      .getByLabel('Upload CV')
      .setInputFiles({ name: 'nisha-cv.pdf', mimeType: 'application/pdf', buffer: smallPdf() })
    await visitor.waitForTimeout(500)
    await visitor.goto(`${server.url}/`)
    await waitForApp(visitor)
    await visitor.goto(`${server.url}/job-openings`)
    await waitForApp(visitor)
    await card.getByRole('button', { name: 'Apply Now' }).click()
    await expect(visitor.getByLabel('Full Name')).toHaveValue('Nisha Verma')
    await device.setOffline(true)
    await visitor.getByRole('button', { name: 'Submit Application' }).click()
    await expect(
      visitor.getByText(/You are offline: nothing was sent\. Your application is kept here/).first(),
    ).toBeVisible()
    await device.setOffline(false)
    await visitor.getByRole('button', { name: 'Submit Application' }).click()
    await expect(visitor.getByText('Application submitted successfully!', { exact: true })).toBeVisible()

    // Another applicant came without a link (the API straight, as any other device would).
    const sent = await visitor.request.post(`${server.url}/api/job-applications/`, {
      multipart: {
        job: String(jobId),
        full_name: 'Ravi Direct',
        email: 'ravi@example.com',
        phone: '+91 90000 11111',
        resume: { name: 'ravi-cv.pdf', mimeType: 'application/pdf', buffer: smallPdf() },
      },
    })
    expect(sent.status()).toBe(201)

    // The console: the application's source, and the job's Sources view.
    await openScreen(page, 'Applications')
    const application = page.getByRole('article', { name: 'Nisha Verma' })
    await expect(application.locator('dt', { hasText: 'Source' }).locator('+ dd')).toHaveText('LinkedIn')
    await expect(page.getByRole('article', { name: 'Ravi Direct' }).locator('dt:text-is("Source") + dd')).toHaveText(
      'Direct',
    )
    await page.setViewportSize({ width: 390, height: 900 })
    await lookAt(application, {
      path: test.info().outputPath('application-source-390.png'),
    })
    await openScreen(page, 'Jobs')
    await row.getByRole('button', { name: 'Sources' }).click()
    const sources = page.getByRole('dialog', { name: `Sources: ${job}` })
    const perSource = sources.getByRole('table')
    await expect(perSource.getByRole('row', { name: 'LinkedIn 1' })).toBeVisible()
    const link = sources.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'LinkedIn' }) })
    await expect(link.locator('dt:text-is("Visits") + dd')).toHaveText('1')
    await expect(link.locator('dt:text-is("Applications") + dd')).toHaveText('1')
    await expect(link.locator('dt:text-is("Made by") + dd')).toHaveText('hr@example.com')
    await checkA11yAndShoot(page, 'sources-view')

    await link.getByRole('button', { name: 'Disable link' }).click()
    await page
      .getByRole('alertdialog', { name: 'Disable this link?' })
      .getByRole('button', { name: 'Disable link' })
      .click()
    await expect(link.getByText('Disabled', { exact: true })).toBeVisible()
    await expect(sources.getByRole('status').filter({ hasText: 'is disabled' })).toBeVisible()

    // Disabled: the link still opens the job, and counts nothing.
    await visitor.goto(`${server.url}/j/${code}`)
    await waitForApp(visitor)
    await expect(visitor).toHaveTitle(new RegExp(`^${job} \\|`))
    await sources.getByRole('button', { name: 'Close' }).click()
    await row.getByRole('button', { name: 'Sources' }).click()
    await expect(link.locator('dt:text-is("Visits") + dd')).toHaveText('1')
    await device.close()
  } finally {
    await server.stop()
  }
})
