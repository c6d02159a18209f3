import { expect, test, type Request } from '@playwright/test'
import { sampleJobs } from '../../src/features/careers/sample-jobs'
import { axe, serveBuiltDataPages } from './support'
import { applyButton, dialog, fail, fill, multipart, openCareers, pdfBytes, wcag } from './careers-apply-support'

/* The apply dialog: validation, drafts, closing, the keyboard, axe, offline, and its code failing to load. */
// These tests fake the job list: the app must load it itself (the server's own jobs would fill the page).
test.beforeEach(({ context }) => serveBuiltDataPages(context))

test('validation messages sit under their fields and focus goes to the first invalid one', async ({ page }) => {
  await openCareers(page)
  await applyButton(page).click()
  await page.getByLabel('Email').fill('not-an-email')
  await page.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByLabel('Full Name')).toBeFocused()
  await expect(page.getByLabel('Full Name')).toHaveAccessibleDescription('Full name is required')
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email is invalid')
  await expect(page.getByLabel('Phone')).toHaveAccessibleDescription('Phone is required')
  await expect(page.getByText('Resume is required')).toBeVisible()
  await expect(page.getByLabel('Upload CV')).toHaveAccessibleDescription(/PDF, DOC or DOCX. Maximum file size: 5MB/)
})

test('reloading with the dialog open restores the draft, file included', async ({ page }) => {
  const sent: Request[] = []
  await page.route('**/api/job-applications/', async (route) => {
    sent.push(route.request())
    await route.fulfill({ status: 201, json: { id: 4 } })
  })
  await openCareers(page)
  await applyButton(page).click()
  await fill(page)
  // Let the last IndexedDB write land, as it would while a visitor reaches for the reload button.
  await page.waitForTimeout(400)
  await page.reload()
  // The page, the app, the dialog's code and the draft from IndexedDB, in turn: at the start of a
  // full run (two workers, the server still compressing the site) that took over 7 s once.
  await expect(dialog(page)).toBeVisible({ timeout: 15_000 })
  await expect(page.getByLabel('Full Name')).toHaveValue('Asha Rao')
  await expect(page.getByLabel('Email')).toHaveValue('asha@example.com')
  await expect(page.getByLabel('Phone')).toHaveValue('+91 98765 43210')
  await expect(page.getByLabel('Comments')).toHaveValue('Available from January.\nHappy to relocate.')
  await expect(page.getByText('Selected: asha-rao-cv.pdf')).toBeVisible()
  await page.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByText('Application submitted successfully!', { exact: true })).toBeVisible()
  expect(
    multipart(sent[0] ?? fail())
      .get('resume')
      ?.body.equals(pdfBytes),
  ).toBe(true)

  // Sent: the draft is gone.
  await page.goto('/job-openings?apply=101')
  await expect(dialog(page)).toBeVisible()
  await page.waitForTimeout(300)
  await expect(page.getByLabel('Full Name')).toHaveValue('')
})

test('Cancel, the close icon and Escape close the dialog, clear the form and return focus', async ({ page }) => {
  await openCareers(page)
  for (const close of ['Cancel', 'Close', 'Escape'] as const) {
    await applyButton(page).click()
    await expect(dialog(page)).toBeVisible()
    await page.getByLabel('Full Name').fill('Someone')
    if (close === 'Escape') await page.keyboard.press('Escape')
    else await page.getByRole('button', { name: close, exact: true }).click()
    await expect(dialog(page)).toBeHidden()
    await expect(applyButton(page)).toBeFocused()
    await expect(page).not.toHaveURL(/apply=/)
    await applyButton(page).click()
    await expect(page.getByLabel('Full Name')).toHaveValue('')
    await page.keyboard.press('Escape')
  }
})

test('Back closes the dialog and keeps what was typed for the next Apply', async ({ page }) => {
  await openCareers(page)
  await applyButton(page).click()
  await expect(dialog(page)).toBeVisible()
  await page.getByLabel('Full Name').fill('Asha Rao')
  await page.goBack()
  await expect(dialog(page)).toBeHidden()
  await expect(page).toHaveURL(/\/job-openings$/)
  await expect(page.getByRole('article')).toHaveCount(4)
  // Back is not "throw it away" (a phone's back gesture is easy to hit): the draft stays.
  await applyButton(page).click()
  await expect(page.getByLabel('Full Name')).toHaveValue('Asha Rao')
})

test('the dialog works from the keyboard: focus moves in, stays trapped, Escape returns it', async ({ page }) => {
  await openCareers(page)
  await applyButton(page).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Full Name')).toBeFocused()
  await page.keyboard.type('Asha Rao')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Email')).toBeFocused()
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab')
    expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Shift+Tab')
  expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true)
  await page.getByRole('button', { name: 'Submit Application' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Email')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  await expect(applyButton(page)).toBeFocused()
})

test('axe finds no violations with the dialog open, errors shown, at 390 px without sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openCareers(page)
  await applyButton(page).click()
  await page.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByText('Phone is required')).toBeVisible()
  const results = await axe(page).withTags(wcag).analyze()
  expect(results.violations).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test('offline: sending is refused with the message, nothing is queued, and it works once back online', async ({
  page,
  context,
}) => {
  const sent: Request[] = []
  await page.route('**/api/job-applications/', async (route) => {
    sent.push(route.request())
    await route.fulfill({ status: 201, json: { id: 5 } })
  })
  await openCareers(page)
  await applyButton(page).click()
  await fill(page)
  await context.setOffline(true)
  const message = 'You are offline: nothing was sent. Your application is kept here — send it when you are back online.'
  await expect(dialog(page).getByText(message)).toBeVisible()
  await page.getByRole('button', { name: 'Submit Application' }).click()
  await page.waitForTimeout(500)
  expect(sent).toHaveLength(0)
  await expect(page.getByLabel('Full Name')).toHaveValue('Asha Rao')

  await context.setOffline(false)
  await expect(dialog(page).getByText(message)).toHaveCount(0)
  await page.waitForTimeout(500)
  expect(sent).toHaveLength(0)
  await page.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByText('Application submitted successfully!', { exact: true })).toBeVisible()
  expect(sent).toHaveLength(1)
})

test('a window opened by another page closes itself after a successful application', async ({ page }) => {
  await openCareers(page)
  await page.context().route('**/api/job-applications/', (route) => route.fulfill({ status: 201, json: { id: 6 } }))
  await page.context().route('**/api/jobs/', (route) => route.fulfill({ json: sampleJobs }))
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate(() => void window.open('/job-openings?apply=101', '_blank')),
  ])
  await expect(popup.getByRole('dialog', { name: 'Apply for Senior Java Developer' })).toBeVisible()
  await fill(popup)
  await popup.getByRole('button', { name: 'Submit Application' }).click()
  await expect(popup.getByText('Application submitted successfully!', { exact: true })).toBeVisible()
  await popup.waitForEvent('close', { timeout: 8000 })
  expect(page.isClosed()).toBe(false)
})

test('if the dialog’s code cannot be fetched, the page says so and keeps working', async ({ page }) => {
  await page.route('**/assets/apply-flow-*.js', (route) => route.abort('internetdisconnected'))
  await openCareers(page)
  await applyButton(page).click()
  await expect(page.getByRole('alert')).toHaveText(
    'The application form could not load. Check your connection, then reload the page to apply.',
  )
  await page.getByRole('article').first().getByRole('button', { name: 'Show More' }).click()
  await expect(page.getByRole('heading', { level: 3, name: 'Job Overview' })).toBeVisible()
})
