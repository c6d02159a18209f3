import { expect, test } from '@playwright/test'
import { openScreen, openSignedIn } from './console-support'
import { lookAt, waitForApp } from './support'
import { expectNoAxeViolations, withConsoleServer } from './console-spec-server'

/*
 * The console's other screens end to end: a new plan price and its order, a message and a referral from the
 * site, axe and screenshots of every screen at 390 and 1280 px, the Staff screen's delivery counts, and the
 * keyboard path. Its own server on a fresh embedded database; the tests run in order.
 */

let url = ''
withConsoleServer((started) => {
  url = started
})

test('a new price shows on /products and is what the next order costs; the order is listed', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, url)
  await openScreen(page, 'Plans')
  const starter = page.getByRole('form', { name: 'Starter' })
  await starter.getByLabel('Price').fill('12x')
  await starter.getByRole('button', { name: 'Save' }).click()
  await expect(starter.getByText('Please enter a price in whole rupees, from 1 to 1,00,00,000.')).toBeVisible()
  await starter.getByLabel('Price').fill('1234')
  await starter.getByRole('button', { name: 'Save' }).click()
  await expect(starter.getByRole('status')).toHaveText('Starter is saved. New orders use the new price.')

  const buyer = await browser.newPage()
  buyer.on('dialog', (dialog) => void dialog.accept())
  await buyer.goto(`${url}/products`)
  await waitForApp(buyer)
  const card = buyer.getByRole('article', { name: 'Starter' })
  await expect(card).toContainText('1,234')
  await card.getByRole('button', { name: 'Buy Now' }).click()
  const checkout = buyer.getByRole('dialog', { name: /^Pay ₹/ })
  await expect(checkout).toHaveAccessibleName(/^Pay ₹1,234\.00 to /)
  await checkout.getByRole('button', { name: 'Approve payment' }).click()
  await expect(card.getByRole('button', { name: 'Activated' })).toBeDisabled()
  await buyer.close()

  await openScreen(page, 'Orders')
  const orders = page.getByRole('region', { name: 'Orders, newest first' })
  const order = orders.getByRole('row').nth(1)
  await expect(order).toContainText('Starter')
  await expect(order).toContainText('₹1,234.00')
  await expect(order).toContainText('Paid')
  await expect(order).toContainText(/pay_/)
})

test('a contact message and a referral from the site are in the console', async ({ page, browser }) => {
  const visitor = await browser.newPage()
  await visitor.goto(`${url}/contact`)
  await waitForApp(visitor)
  const form = visitor.getByRole('main').locator('form')
  await form.getByLabel('Name', { exact: true }).fill('Ravi Menon')
  await form.getByLabel('Email', { exact: true }).fill('ravi@example.in')
  await form.getByLabel('Subject', { exact: true }).fill('Staffing for a new plant')
  await form.getByLabel('Message', { exact: true }).fill('We need 40 engineers in Chennai.\nCan we talk?')
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(visitor.getByText('Thank you, your message has been sent.', { exact: false })).toBeVisible()

  await visitor.goto(`${url}/referral`)
  await waitForApp(visitor)
  await visitor.getByLabel("Friend's name").fill('Meera Iyer')
  await visitor.getByLabel("Friend's email").fill('meera@example.in')
  await visitor.getByRole('button', { name: 'Submit Referral' }).click()
  await expect(visitor.getByRole('dialog')).toBeVisible()
  await visitor.close()

  await openSignedIn(page, url)
  await openScreen(page, 'Messages')
  const message = page.getByRole('article', { name: 'Staffing for a new plant' })
  await expect(message).toContainText('Ravi Menon')
  await expect(message).toContainText('We need 40 engineers in Chennai.')
  await openScreen(page, 'Referrals')
  await expect(page.getByRole('row', { name: /Meera Iyer/ })).toContainText('meera@example.in')
})

// One test per width: sixteen axe runs and full-page screenshots in one test outlasted 90 s on a busy machine.
for (const width of [390, 1280]) {
  test(`the console at ${width} px: no axe violations on its screens`, async ({ page }) => {
    test.setTimeout(90_000)
    await openSignedIn(page, url)
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`${url}/console`)
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible()
    await expectNoAxeViolations(page)
    await lookAt(page, { path: test.info().outputPath(`console-applications-${width}.png`), fullPage: true })
    for (const screen of ['Jobs', 'Plans', 'Referrals', 'Messages', 'People', 'Orders', 'Staff', 'Audit log']) {
      await openScreen(page, screen)
      await expect(page.getByText(`Loading`)).toHaveCount(0)
      await expectNoAxeViolations(page)
      await lookAt(page, {
        path: test.info().outputPath(`console-${screen.toLowerCase().replace(' ', '-')}-${width}.png`),
        fullPage: true,
      })
    }
    await openScreen(page, 'Jobs')
    await page.getByRole('button', { name: 'New job' }).click()
    await expectNoAxeViolations(page)
    await lookAt(page, { path: test.info().outputPath(`console-job-form-${width}.png`), fullPage: true })
  })
}

test('the Staff screen says how many e-mails and alerts wait and failed, and offers Send now for the waiting ones', async ({
  page,
}) => {
  await openSignedIn(page, url)
  await page.goto(`${url}/console`)
  await openScreen(page, 'Staff')
  const deliveries = page.getByRole('region', { name: 'E-mails and alerts' })
  await expect(deliveries).toContainText(/Waiting to be sent: \d+.*Failed: 0/)
  await expect(deliveries.getByRole('button', { name: 'Send now' })).toBeVisible()
})

test('the console by keyboard: the skip link, the account, then every screen in order', async ({ page }) => {
  await openSignedIn(page, url)
  await page.goto(`${url}/console`)
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Applications' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeFocused()
  await expect(page).toHaveURL(/\/console\/jobs$/)
})
