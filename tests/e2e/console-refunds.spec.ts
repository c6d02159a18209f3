import { expect, type Page, test } from '@playwright/test'
import { axe, lookAt } from './support'
import { codeFor, openScreen, signIn, startConsoleServer } from './console-support'

/*
 * Finance refunds a plan in the console (issue 44 item 5), end to end on the sandbox provider: a
 * plan bought through the public API, the Orders screen with its invoice, a refund the provider
 * refuses (after a fresh code), then one it makes, with its credit note.
 */
test.skip(process.env.E2E_STATIC === '1', 'needs the companion server')
test.describe.configure({ mode: 'serial' })

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const finance = { email: 'finance@example.com', role: 'finance' as const }
const refusal = 'Your account does not have enough balance to carry out the refund operation.'

let url = ''
let stop: () => Promise<void> = async () => undefined
let restartAfter: (sql: string) => Promise<void> = async () => undefined

test.beforeAll(async () => {
  // Two staff accounts made with the staff command before the server starts.
  test.setTimeout(150_000)
  ;({ url, stop, restartAfter } = await startConsoleServer([finance]))
})
test.afterAll(() => stop())

async function expectNoAxeViolations(page: Page) {
  const results = await axe(page).withTags(wcag).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
}

/** A Starter plan bought in the sandbox: order, the e-mail and 'Approve payment', verification. */
async function buyStarter(page: Page): Promise<string> {
  const created = await page.request.post(`${url}/api/create-plan-order/`, { data: { plan_id: 1 } })
  const { order_id: orderId } = (await created.json()) as { order_id: string }
  const paid = await page.request.post(`${url}/api/sandbox/pay/`, {
    data: { order_id: orderId, email: 'buyer@example.in' },
  })
  const payment = (await paid.json()) as { razorpay_payment_id: string; razorpay_signature: string }
  const verified = await page.request.post(`${url}/api/verify-and-activate/`, {
    data: { plan_id: 1, razorpay_order_id: orderId, ...payment },
  })
  expect(verified.status()).toBe(200)
  return orderId
}

const screenshot = (page: Page, name: string) =>
  lookAt(page, { path: test.info().outputPath(`${name}.png`), fullPage: true })

test('finance refunds a paid order: a refusal says why and changes nothing; the refund makes a credit note', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const orderId = await buyStarter(page)
  await signIn(page, url, undefined, finance.email)
  await openScreen(page, 'Orders')
  const row = page.getByRole('row', { name: new RegExp(orderId) })
  await expect(row).toContainText('Paid')
  const invoiceLink = row.getByRole('link', { name: /^Download invoice INV\/\d{2}-\d{2}\/\d{4}$/ })
  const download = page.waitForEvent('download')
  await invoiceLink.click()
  expect((await download).suggestedFilename()).toMatch(/^INV-\d{2}-\d{2}-\d{4}\.pdf$/)
  await expectNoAxeViolations(page)

  // The sandbox refuses the next refund with the setting's reason; the session's last code is 16 minutes old.
  // One statement (what restartAfter runs): a data-modifying WITH does both.
  await restartAfter(
    `WITH refusal AS (INSERT INTO app_settings (key, value) VALUES ('sandbox_refund_refusal', '${refusal}'))
     UPDATE staff_sessions SET second_step_at = now() - interval '16 minutes'`,
  )
  const refund = row.getByRole('button', { name: /^Refund ₹4,999\.00 of order / })
  await refund.click()
  const dialog = page.getByRole('alertdialog', { name: 'Refund ₹4,999.00 to the buyer?' })
  await expect(dialog).toContainText('This cannot be undone.')
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await expectNoAxeViolations(page)
  await screenshot(page, 'refund-dialog-1280')
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click()
  // The code is asked for in the same dialog, not a second one (as Erase does, issue 60 item 14).
  await expect(dialog.getByLabel('Code')).toBeFocused()
  await expect(page.getByRole('dialog', { name: 'Confirm it is you' })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await screenshot(page, 'refund-code-1280')
  await dialog.getByLabel('Code').fill(await codeFor(url, finance.email))
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveText(`Razorpay refused the refund: ${refusal} Nothing was changed.`)
  await expect(row).toContainText('Paid')
  await expect(row.getByRole('button', { name: /^Refund / })).toBeVisible()
  await screenshot(page, 'orders-refused-1280')

  // Asked again (the sandbox refuses once), the refund goes through.

  await row.getByRole('button', { name: /^Refund / }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Refunded:' })).toHaveText(
    `Refunded: ₹4,999.00 of order ${orderId} went back to the buyer.`,
  )
  await expect(row).toContainText('Refunded')
  await expect(row.getByRole('button', { name: /^Refund / })).toHaveCount(0)
  await expect(row.getByRole('link', { name: /^Download credit note CN\/\d{2}-\d{2}\/\d{4}$/ })).toBeVisible()
  await expectNoAxeViolations(page)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await screenshot(page, `orders-refunded-${width}`)
  }

  // The accountant's file: this year's invoice and credit note, one row each.
  const exported = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export invoices (CSV)' }).click()
  const file = await exported
  expect(file.suggestedFilename()).toMatch(/^invoices-\d{4}-04-01-to-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = (await (await file.createReadStream()).toArray()).join('')
  expect(
    csv.split('\r\n').filter((line) => line.startsWith('Invoice,') || line.startsWith('Credit note,')),
  ).toHaveLength(2)
  // The credit note takes back what was sold: its total is negative (issue 61 item 4).
  expect(csv).toMatch(/^Credit note,[^\r\n]*,-\d+\.\d{2},INV\//m)
  await expect(page.getByRole('status').filter({ hasText: 'were downloaded' })).toBeVisible()
})
