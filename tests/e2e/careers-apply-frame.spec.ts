// Issue 46: a tap on 'Apply Now' is answered within a frame on a slow phone. While the dialog's code
// is on its way the dialog's frame stands in; once it is here, the dialog paints its frame before its
// form renders (the form's first render and the focus's layout were most of the tap's 250 ms).
import { expect, type Locator, test } from '@playwright/test'
import { lookAt, waitForApp, waitForPageIdle, watchForErrors } from './support'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

const applyButton = (page: import('@playwright/test').Page) =>
  page.getByRole('article').first().getByRole('button', { name: 'Apply Now' })

test('the dialog’s frame answers the tap before its code is here, and paints before the form renders', async ({
  page,
}) => {
  const errors = watchForErrors(page)
  // When the dialog and when its first field came into the page, and the first frame after the dialog.
  await page.addInitScript(() => {
    const seen = { dialog: 0, frameAfterDialog: 0, field: 0 }
    Object.assign(window, { applySeen: seen })
    new MutationObserver(() => {
      if (!seen.dialog && document.querySelector('[role="dialog"]')) {
        seen.dialog = performance.now()
        requestAnimationFrame(() => (seen.frameAfterDialog = performance.now()))
      }
      if (!seen.field && document.getElementById('apply-full-name')) seen.field = performance.now()
    }).observe(document, { childList: true, subtree: true })
  })
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/apply-flow-*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/job-openings')
  await waitForApp(page)
  await waitForPageIdle(page)
  const jobName = (await page.getByRole('article').first().getByRole('heading').textContent()) ?? ''

  await applyButton(page).tap()
  const frame = page.getByTestId('apply-dialog-frame')
  // Its card (the wrapper holds only fixed-position boxes, so it has no size of its own).
  await expect(frame.getByText(`Apply for ${jobName}`)).toBeVisible()
  await expect(page.getByLabel('Full Name')).toHaveCount(0)
  await expect(page).toHaveURL(/[?&]apply=\d+/)
  await lookAt(page, { path: test.info().outputPath('apply-frame-390.png') })
  await page.setViewportSize({ width: 1280, height: 844 })
  await lookAt(page, { path: test.info().outputPath('apply-frame-1280.png') })
  await page.setViewportSize({ width: 390, height: 844 })
  // The picture is the dialog's first look: its title, close icon and text laid out as the dialog's
  // (the card is centred, so it moves as a whole once the form makes it taller).
  const description = 'Tell us how to reach you and attach your CV.'
  const layout = async (title: Locator, text: Locator) => {
    const [titleBox, textBox] = await Promise.all([title.boundingBox(), text.boundingBox()])
    if (!titleBox || !textBox) throw new Error('not laid out')
    return { titleX: titleBox.x, titleWidth: titleBox.width, textBelowTitle: textBox.y - titleBox.y }
  }
  const pictured = await layout(frame.getByText(`Apply for ${jobName}`), frame.getByText(description))

  release()
  const dialog = page.getByRole('dialog', { name: `Apply for ${jobName}` })
  await expect(dialog).toBeVisible()
  expect(await layout(dialog.getByRole('heading'), dialog.getByText(description))).toEqual(pictured)
  await expect(page.getByLabel('Full Name')).toBeFocused()
  await expect(frame).toHaveCount(0)
  const seen = await page.evaluate(
    () => (window as unknown as { applySeen: { dialog: number; frameAfterDialog: number; field: number } }).applySeen,
  )
  expect(seen.frameAfterDialog).toBeGreaterThan(0)
  expect(seen.field).toBeGreaterThan(seen.frameAfterDialog)

  // Closed and opened again, the code is here: the URL entry goes with Back, the focus returns.
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page).not.toHaveURL(/apply=/)
  await expect(applyButton(page)).toBeFocused()
  await applyButton(page).tap()
  await expect(dialog).toBeVisible()
  await expect(page.getByLabel('Full Name')).toBeFocused()
  await page.goBack()
  await expect(dialog).toHaveCount(0)
  expect(errors).toEqual([])
})
