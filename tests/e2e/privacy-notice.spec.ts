import { expect, test } from '@playwright/test'
import { signIn, startConsoleServer } from './console-support'
import { axe, openApplyDialog, waitForApp } from './support'

// The notice at collection (issue 35): beside each form's submit button, what is kept, why, for how
// long, and a link to /privacy; the apply dialog's talent-pool checkbox reaches the server and is stored.
test.skip(process.env.E2E_STATIC === '1', 'needs the companion server (not E2E_STATIC)')

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const talentPool = 'Keep my CV in your talent pool for future roles'
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
)

test('the apply dialog says what is kept and links to /privacy beside the button; the box is unticked; axe-clean', async ({
  page,
}) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    const dialog = await openApplyDialog(page)
    const submit = dialog.getByRole('button', { name: 'Submit Application' })
    await expect(submit).toHaveAccessibleDescription(
      /We keep your application and CV .* then delete them\. Privacy policy/,
    )
    const link = dialog.getByRole('link', { name: 'Privacy policy' })
    expect(await link.getAttribute('href')).toContain('/privacy')
    // Next to the button: the notice ends less than a line above it.
    const [noticeBox, submitBox] = [await link.boundingBox(), await submit.boundingBox()]
    if (noticeBox === null || submitBox === null) throw new Error('not laid out')
    expect(submitBox.y - (noticeBox.y + noticeBox.height)).toBeLessThan(48)
    await expect(dialog.getByRole('checkbox', { name: talentPool, exact: true })).not.toBeChecked()
    const results = await axe(page).include('[role="dialog"]').withTags(wcag).analyze()
    expect(results.violations).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  }
})

test('the contact form and the referral form carry their notice and the link to /privacy', async ({ page }) => {
  for (const [path, button] of [
    ['/contact', 'Send Message'],
    ['/referral', 'Submit Referral'],
  ] as const) {
    await page.goto(path)
    await waitForApp(page)
    const submit = page.getByRole('button', { name: button })
    await expect(submit).toHaveAccessibleDescription(/We keep .* then delete them\. Privacy policy/)
    const form = page.locator('form').filter({ has: submit })
    expect(await form.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toContain('/privacy')
  }
})

test('a ticked box sends talent_pool=true; the server stores it and the console shows it', async ({ page }) => {
  // A server of its own (staff added with the staff command, then started): slower than a page.
  test.setTimeout(90_000)
  const server = await startConsoleServer()
  try {
    const dialog = await openApplyDialog(page, server.url)
    await page.getByLabel('Full Name').fill('Asha Rao')
    await page.getByLabel('Email').fill('asha.rao@example.com')
    await page.getByLabel('Phone').fill('+91 98765 43210')
    await page.getByLabel('Upload CV').setInputFiles({ name: 'asha-rao.pdf', mimeType: 'application/pdf', buffer: pdf })
    await dialog.getByRole('checkbox', { name: talentPool, exact: true }).check()
    // Read on its way to the real server (Chromium gives a multipart body with a file to routes only).
    let sent = ''
    await page.route('**/api/job-applications/', async (route) => {
      sent = route.request().postDataBuffer()?.toString('latin1') ?? ''
      await route.continue()
    })
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/job-applications/'))
    await dialog.getByRole('button', { name: 'Submit Application' }).click()
    expect((await answered).status()).toBe(201)
    expect(sent).toMatch(/name="talent_pool"\r\n\r\ntrue\r\n/)
    // The app closes the dialog with history.back() once it has the answer; a navigation started
    // before that would be cancelled by it (net::ERR_ABORTED), so wait for what the visitor sees.
    await expect(page.getByText('Application submitted successfully!', { exact: true })).toBeVisible()

    await signIn(page, server.url)
    // The console opens on Applications.
    const card = page.getByRole('article', { name: 'Asha Rao' })
    await expect(card).toContainText('Talent poolYes: kept longer for future roles')
    // The job is still open: the deletion date is set when it closes.
    await expect(card).toContainText('Deleted onSet when the job closes')
  } finally {
    await server.stop()
  }
})
