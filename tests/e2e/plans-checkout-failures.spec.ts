import { expect, type Route, test } from '@playwright/test'
import { watchForErrors } from './support'
import {
  order,
  payment,
  fakeApi,
  openPlans,
  card,
  buyButtons,
  checkoutOpened,
  expectAllBuyButtons,
  unexpected,
} from './plans-checkout-support'

test.describe('every failure tells the visitor and clears the busy state', () => {
  test('the checkout script fails to load', async ({ page }) => {
    const errors = watchForErrors(page)
    const api = await fakeApi(page, { script: (route) => route.abort('connectionfailed') })
    await openPlans(page)
    await buyButtons(page).first().click()
    await expect.poll(() => api.alerts).toEqual(['Failed to load Razorpay SDK. Please check your internet connection.'])
    await expectAllBuyButtons(page, 'enabled')
    // The order comes first (its answer names the script); it stays unpaid.
    expect(api.orderBodies).toEqual([{ plan_id: 1 }])
    expect(await page.evaluate(() => window.__checkout)).toBeUndefined()
    expect(unexpected(errors)).toEqual([])
  })

  test('the checkout script gives up after 5 seconds', async ({ page }) => {
    const errors = watchForErrors(page)
    // The script request never answers.
    const api = await fakeApi(page, { script: () => new Promise<void>(() => {}) })
    await openPlans(page)
    const started = Date.now()
    await buyButtons(page).first().click()
    await expectAllBuyButtons(page, 'disabled')
    await expect
      .poll(() => api.alerts, { timeout: 8_000 })
      .toEqual(['Failed to load Razorpay SDK. Please check your internet connection.'])
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_900)
    await expectAllBuyButtons(page, 'enabled')
    expect(api.orderBodies).toEqual([{ plan_id: 1 }])
    expect(unexpected(errors)).toEqual([])
  })

  test('the order cannot be created', async ({ page }) => {
    const errors = watchForErrors(page)
    const api = await fakeApi(page, { order: (route) => route.fulfill({ status: 502, json: { detail: 'down' } }) })
    await openPlans(page)
    await buyButtons(page).first().click()
    await expect.poll(() => api.alerts).toEqual(['Something went wrong'])
    await expectAllBuyButtons(page, 'enabled')
    expect(await page.evaluate(() => window.__checkout)).toBeUndefined()
    expect(api.scriptRequests).toBe(0)
    expect(unexpected(errors)).toEqual([])
  })

  test('an order answer naming any other script loads nothing', async ({ page }) => {
    const errors = watchForErrors(page)
    let foreignRequests = 0
    await page.route('https://evil.example/**', (route) => {
      foreignRequests += 1
      return route.fulfill({ contentType: 'text/javascript', body: 'window.Razorpay = function () {}' })
    })
    const api = await fakeApi(page, {
      order: (route) => route.fulfill({ json: { ...order, checkout_script_url: 'https://evil.example/checkout.js' } }),
    })
    await openPlans(page)
    await card(page, 'Growth').getByRole('button', { name: 'Buy Now' }).click()
    await expect.poll(() => api.alerts).toEqual(['Something went wrong'])
    await expectAllBuyButtons(page, 'enabled')
    expect(foreignRequests).toBe(0)
    expect(api.scriptRequests).toBe(0)
    await expect(page.locator('script[src*="evil.example"]')).toHaveCount(0)
    expect(unexpected(errors)).toEqual([])
  })

  test('online payment is not available (503): Buy Now says so and opens no checkout', async ({ page }) => {
    const errors = watchForErrors(page)
    const api = await fakeApi(page, {
      order: (route) => route.fulfill({ status: 503, json: { detail: 'Online payment is not available right now' } }),
    })
    await openPlans(page)
    await card(page, 'Growth').getByRole('button', { name: 'Buy Now' }).click()
    await expect.poll(() => api.alerts).toEqual(['Online payment is not available right now.'])
    await expect(
      page.getByRole('status').filter({ hasText: 'Online payment is not available right now' }),
    ).toBeVisible()
    await expectAllBuyButtons(page, 'enabled')
    expect(await page.evaluate(() => window.__checkout)).toBeUndefined()
    expect(api.scriptRequests).toBe(0)
    expect(unexpected(errors)).toEqual([])
  })

  test('a refused verification (400) after the checkout reported success says verification failed, and activates nothing', async ({
    page,
  }) => {
    const errors = watchForErrors(page)
    let statusReads = 0
    const api = await fakeApi(page, {
      verify: (route) => route.fulfill({ status: 400, json: { detail: 'Invalid payment signature' } }),
      orderStatus: (route) => {
        statusReads += 1
        return route.fulfill({ json: { order_id: order.order_id, paid: false, plan_id: 2 } })
      },
    })
    await openPlans(page)
    await card(page, 'Growth').getByRole('button', { name: 'Buy Now' }).click()
    await checkoutOpened(page)
    await page.evaluate((response) => window.__checkoutControls?.pay(response), payment)
    await expect.poll(() => api.alerts).toEqual(['Payment verification failed'])
    await expectAllBuyButtons(page, 'enabled')
    await expect(page.getByRole('button', { name: 'Activated' })).toHaveCount(0)
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /^Payment verification failed, so the Growth plan was not activated\..*pay_standin_1/ }),
    ).toBeVisible()
    await expect(page.getByText(/Your payment went through/)).toHaveCount(0)
    // A verdict is final: the order is not asked about again.
    await page.waitForTimeout(1_500)
    expect(statusReads).toBe(0)
    expect(api.verifyBodies).toHaveLength(1)
    expect(unexpected(errors)).toEqual([])
  })

  for (const [what, verify] of [
    ['a 502', (route: Route) => route.fulfill({ status: 502, body: 'Bad gateway' })],
    ['a lost answer', (route: Route) => route.abort('connectionreset')],
  ] as const) {
    test(`${what} from verify after the checkout reported success says the payment went through, not that it failed`, async ({
      page,
    }) => {
      const errors = watchForErrors(page)
      const api = await fakeApi(page, { verify })
      await openPlans(page)
      await card(page, 'Growth').getByRole('button', { name: 'Buy Now' }).click()
      await checkoutOpened(page)
      await page.evaluate((response) => window.__checkoutControls?.pay(response), payment)
      await expect.poll(() => api.alerts).toEqual(['Payment received. Your plan will be active shortly.'])
      await expectAllBuyButtons(page, 'enabled')
      await expect(page.getByText(/Your payment went through\..*quoting payment pay_standin_1/)).toBeVisible()
      await expect(page.getByText(/Payment verification failed/)).toHaveCount(0)
      expect(unexpected(errors)).toEqual([])
    })
  }

  test('the visitor closes the checkout', async ({ page }) => {
    const errors = watchForErrors(page)
    const api = await fakeApi(page)
    await openPlans(page)
    await buyButtons(page).first().click()
    await checkoutOpened(page)
    await expectAllBuyButtons(page, 'disabled')
    await page.evaluate(() => window.__checkoutControls?.dismiss())
    await expectAllBuyButtons(page, 'enabled')
    await expect(page.getByText('Checkout closed before payment.', { exact: false })).toBeVisible()
    expect(api.alerts).toEqual([])
    expect(api.verifyBodies).toEqual([])
    expect(errors).toEqual([])
  })

  test('the payment fails', async ({ page }) => {
    const errors = watchForErrors(page)
    const api = await fakeApi(page)
    await openPlans(page)
    await buyButtons(page).first().click()
    await checkoutOpened(page)
    await page.evaluate(() =>
      window.__checkoutControls?.fail({ error: { code: 'BAD_REQUEST_ERROR', description: 'Card declined' } }),
    )
    await expectAllBuyButtons(page, 'enabled')
    await expect(page.getByRole('status').filter({ hasText: 'The payment did not go through' })).toBeVisible()
    expect(api.verifyBodies).toEqual([])
    expect(api.alerts).toEqual([])
    expect(errors).toEqual([])
  })
})
