import { execFileSync } from 'node:child_process'
import { expect, type Page, test } from '@playwright/test'
import { openScreen, signIn } from './console-support'
import { expectNoAxeViolations, withConsoleServer } from './console-spec-server'
import { lookAt, waitForApp, watchForErrors } from './support'

/*
 * Issue 61 item 3, end to end: finance prices Enterprise at ₹59,000 (₹50,000 before GST) in the console;
 * a buyer without a GSTIN is asked for name, address and state before paying, pays in the sandbox, and
 * the invoice the order page downloads, read with poppler's pdftotext, names them. The refund's credit
 * note, downloaded from the console, names them too. Its own server on a fresh embedded database.
 */
const finance = { email: 'finance@example.com', role: 'finance' as const }
let url = ''
withConsoleServer(
  (started) => {
    url = started
  },
  [finance],
)

const pdfText = (file: string) =>
  execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).normalize('NFC')

function expectBuyerOn(text: string) {
  expect(text).toContain('Name: राम कुमार शर्मा')
  expect(text).toContain('Flat 4, क्षत्रिय भवन, MG Road')
  expect(text).toContain('Kochi 682016')
  expect(text).toContain('State: Kerala (32)')
  expect(text).toMatch(/Place of supply:\s+Kerala \(32\)/)
}

async function priceEnterprise(page: Page, price: string) {
  // Finance's console opens on Plans.
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible()
  const enterprise = page.getByRole('form', { name: 'Enterprise' })
  await enterprise.getByLabel('Price').fill(price)
  await enterprise.getByRole('button', { name: 'Save' }).click()
  await expect(enterprise.getByRole('status')).toHaveText('Enterprise is saved. New orders use the new price.')
}

test('from ₹50,000 before GST the buyer is asked for name, address and state, and the invoice and credit note print them', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  await signIn(page, url, undefined, finance.email)
  await priceEnterprise(page, '59000')

  const buyer = await browser.newPage({ viewport: { width: 390, height: 900 } })
  const errors = watchForErrors(buyer)
  await buyer.goto(`${url}/products`)
  await waitForApp(buyer)
  // The alert that says the plan is activated.
  buyer.on('dialog', (alert) => void alert.accept())
  // Growth (₹9,999) is below the amount: Buy Now goes straight to the checkout.
  await buyer.getByRole('article', { name: 'Growth' }).getByRole('button', { name: 'Buy Now' }).click()
  const checkout = buyer.getByRole('dialog', { name: /^Pay ₹/ })
  await expect(checkout).toHaveAccessibleName(/^Pay ₹9,999\.00 to /)
  await checkout.getByRole('button', { name: 'Cancel' }).click()
  await expect(checkout).toBeHidden()

  const card = buyer.getByRole('article', { name: 'Enterprise' })
  await expect(card).toContainText('59,000')
  const buyNow = card.getByRole('button', { name: 'Buy Now' })
  await buyNow.click()
  const dialog = buyer.getByRole('dialog', { name: 'Your details for the invoice' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Address').fill('Flat 4, क्षत्रिय भवन, MG Road\nKochi 682016')
  await dialog.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(dialog.getByLabel('Name')).toBeFocused()
  await expect(dialog.getByText('Please enter your name as it should appear on the invoice.')).toBeVisible()
  await expect(dialog.getByLabel('Address')).toHaveValue('Flat 4, क्षत्रिय भवन, MG Road\nKochi 682016')
  await expectNoAxeViolations(buyer)
  await lookAt(buyer, { path: test.info().outputPath('buyer-details-errors-390.png'), fullPage: true })

  // Focus stays in the dialog: Tab from its last button comes back to its first field.
  await dialog.getByRole('button', { name: 'Continue to payment' }).focus()
  await buyer.keyboard.press('Tab')
  await expect(dialog.getByLabel('Name')).toBeFocused()
  await buyer.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(buyNow).toBeFocused()

  await buyNow.click()
  await dialog.getByLabel('Name').fill('राम कुमार शर्मा')
  await dialog.getByLabel('State or union territory').selectOption({ label: 'Kerala' })
  for (const width of [390, 1280]) {
    await buyer.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(buyer)
    await lookAt(buyer, { path: test.info().outputPath(`buyer-details-${width}.png`), fullPage: true })
  }
  await dialog.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(checkout).toHaveAccessibleName(/^Pay ₹59,000\.00 to /)
  await checkout.getByRole('button', { name: 'Approve payment' }).click()
  await expect(card.getByRole('button', { name: 'Activated' })).toBeDisabled({ timeout: 20_000 })

  await card.getByRole('link', { name: 'View your order' }).click()
  const main = buyer.getByRole('main')
  await expect(main.getByRole('heading', { name: 'Enterprise plan' })).toBeVisible()
  const download = buyer.waitForEvent('download')
  await main.getByRole('button', { name: 'Download invoice' }).click()
  expectBuyerOn(pdfText(await (await download).path()))
  expect(errors).toEqual([])
  await buyer.close()

  // Finance refunds it: the credit note names the same buyer.
  await openScreen(page, 'Orders')
  const row = page.getByRole('row', { name: /Enterprise/ })
  await row.getByRole('button', { name: /^Refund ₹59,000\.00 of order / }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Refund', exact: true }).click()
  const creditNote = row.getByRole('link', { name: /^Download credit note CN\/\d{2}-\d{2}\/\d{4}$/ })
  const noteDownload = page.waitForEvent('download')
  await creditNote.click()
  const note = pdfText(await (await noteDownload).path())
  expect(note).toContain('CREDIT NOTE')
  expectBuyerOn(note)
})
