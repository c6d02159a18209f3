import { expect, type Page, test } from '@playwright/test'
import { openScreen, signIn, startConsoleServer } from './console-support'
import { axe, captureApiAnswer, lookAt, waitForApp } from './support'

/*
 * Issue 60 item 8, end to end on the sandbox provider: a plan's price says what it buys and that GST is
 * included; once bought, the plan stays 'Activated' on that device across reloads, with a link to its
 * order page, until finance refunds the order in the console; then every plan says 'Buy Now' again.
 */
test.skip(process.env.E2E_STATIC === '1', 'needs the companion server (its sandbox checkout)')

const finance = { email: 'finance@example.com', role: 'finance' as const }
let url = ''
let stop: () => Promise<void> = async () => undefined

test.beforeAll(async () => {
  test.setTimeout(150_000)
  ;({ url, stop } = await startConsoleServer([finance]))
})
test.afterAll(() => stop())

const card = (page: Page, name: string) => page.getByRole('article', { name })
const shot = (page: Page, name: string) =>
  lookAt(page, { path: `tests/.artifacts/playwright/plans-bought-${name}.png`, fullPage: true })

async function openPlans(page: Page) {
  await page.goto(`${url}/products`)
  await waitForApp(page)
  await expect(card(page, 'Starter')).toBeVisible()
}

test('a price says what it buys and that GST is included', async ({ page }) => {
  await openPlans(page)
  // (Enterprise is left to the console's test below, which may run first on the same server.)
  for (const name of ['Starter', 'Growth']) {
    await expect(card(page, name).getByText('One-off payment, GST included', { exact: true })).toBeVisible()
  }
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await shot(page, `prices-${width}`)
  }
})

test('the bought plan stays Activated after a reload, links to its order page, and is Buy Now again once refunded', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  page.on('dialog', (dialog) => void dialog.accept())
  const ordered = await captureApiAnswer(page, '**/api/create-plan-order/')
  await openPlans(page)
  await card(page, 'Starter').getByRole('button', { name: 'Buy Now' }).click()
  await page
    .getByRole('dialog', { name: /^Pay ₹/ })
    .getByRole('button', { name: 'Approve payment' })
    .click()
  await expect(card(page, 'Starter').getByRole('button', { name: 'Activated' })).toBeDisabled()
  const { body } = await ordered()
  const orderId = typeof body === 'object' && body !== null && 'order_id' in body ? String(body.order_id) : ''

  await page.reload()
  await waitForApp(page)
  const starter = card(page, 'Starter')
  await expect(starter.getByRole('button', { name: 'Activated' })).toBeDisabled()
  const orderLink = starter.getByRole('link', { name: 'View your order' })
  await expect(orderLink).toHaveAttribute('href', /^\/my-order#[A-Za-z0-9_-]{43}$/)
  await expect(card(page, 'Growth').getByRole('button', { name: 'Buy Now' })).toBeEnabled()
  expect((await axe(page).analyze()).violations).toEqual([])
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await starter.scrollIntoViewIfNeeded()
    await lookAt(starter, { path: `tests/.artifacts/playwright/plans-bought-activated-${width}.png` })
  }
  // The token stays on the device in IndexedDB, never in a cache.
  expect(await page.evaluate(() => caches.keys().then((keys) => keys.length))).toBe(0)

  await orderLink.click()
  await expect(page).toHaveURL(/\/my-order#[A-Za-z0-9_-]{43}$/)
  await expect(page.getByText('Starter').first()).toBeVisible()
  await expect(page.getByText('Paid', { exact: true })).toBeVisible()

  // Finance refunds the order in the console, in a browser of its own.
  const staff = await browser.newContext()
  const staffPage = await staff.newPage()
  await signIn(staffPage, url, undefined, finance.email)
  await openScreen(staffPage, 'Orders')
  const row = staffPage.getByRole('row', { name: new RegExp(orderId) })
  await row.getByRole('button', { name: /^Refund / }).click()
  await staffPage.getByRole('alertdialog').getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(row).toContainText('Refunded')
  await staff.close()

  // Back on the buyer's device: nothing is Activated any more, and it stays so after another reload.
  for (let visit = 0; visit < 2; visit++) {
    await openPlans(page)
    await expect(card(page, 'Starter').getByRole('button', { name: 'Buy Now' })).toBeEnabled()
    await expect(page.getByRole('button', { name: 'Activated' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'View your order' })).toHaveCount(0)
  }
  await shot(page, 'refunded-1280')
})

test('finance sets what a price buys on the console’s Plans screen, and the plans page says it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await signIn(page, url, undefined, finance.email)
  // Finance's first screen.
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible()
  const enterprise = page.getByRole('form', { name: 'Enterprise' })
  await expect(enterprise.getByLabel('Billing')).toHaveValue('one-off')
  await enterprise.getByLabel('Billing').selectOption({ label: 'Per year' })
  await enterprise.getByRole('button', { name: 'Save' }).click()
  await expect(enterprise.getByRole('status')).toHaveText('Enterprise is saved. New orders use the new price.')
  expect((await axe(page).analyze()).violations).toEqual([])
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await enterprise.scrollIntoViewIfNeeded()
    await lookAt(enterprise, { path: `tests/.artifacts/playwright/plans-bought-console-${width}.png` })
  }

  const buyer = await browser.newPage()
  await openPlans(buyer)
  await expect(card(buyer, 'Enterprise').getByText('Per year, GST included', { exact: true })).toBeVisible()
  await buyer.close()
})
