import { expect, test, type Page, type Route } from '@playwright/test'
import { axe, serveBuiltDataPages, waitForApp, watchForErrors } from './support'

/** What the stand-in checkout records on window, and the hooks a test uses to drive it. */
interface StandInRecord {
  options: Record<string, unknown>
  hasHandler: boolean
  hasDismiss: boolean
  opened: boolean
}

declare global {
  interface Window {
    __checkout?: StandInRecord
    __checkoutLoads?: number
    __checkoutControls?: { pay(response: unknown): void; dismiss(): void; fail(error: unknown): void }
  }
}

// The script the faked order answers name (Razorpay's, as a server with keys does); the page loads what they name.
const checkoutScriptUrl = 'https://checkout.razorpay.com/v1/checkout.js'

/** Stands in for Razorpay's checkout.js: same contract, no UI; the test plays the visitor's part. */
const standInCheckout = `
window.__checkoutLoads = (window.__checkoutLoads || 0) + 1
window.Razorpay = function (options) {
  var failed = []
  var record = {
    options: JSON.parse(JSON.stringify(options)),
    hasHandler: typeof options.handler === 'function',
    hasDismiss: !!options.modal && typeof options.modal.ondismiss === 'function',
    opened: false,
  }
  window.__checkout = record
  window.__checkoutControls = {
    pay: function (response) { options.handler(response) },
    dismiss: function () { options.modal.ondismiss() },
    fail: function (error) { failed.forEach(function (callback) { callback(error) }) },
  }
  this.on = function (event, callback) { if (event === 'payment.failed') failed.push(callback) }
  this.open = function () { record.opened = true }
}
`

const plans = [
  { id: 1, name: 'Starter', max_users: 5, max_tasks: 500, max_storage_gb: 10, price: 4999 },
  { id: 2, name: 'Growth', max_users: 25, max_tasks: 5000, max_storage_gb: 100, price: 9999 },
  { id: 3, name: 'Enterprise', max_users: 250, max_tasks: 100000, max_storage_gb: 1000, price: 24999 },
]
const order = {
  razorpay_key_id: 'rzp_test_standin',
  amount: 999900,
  currency: 'INR',
  order_id: 'order_standin_1',
  checkout_script_url: checkoutScriptUrl,
}
const payment = {
  razorpay_payment_id: 'pay_standin_1',
  razorpay_order_id: order.order_id,
  razorpay_signature: 'sig_standin',
}

type Handler = (route: Route) => Promise<void> | void

interface FakeApi {
  orderBodies: unknown[]
  verifyBodies: unknown[]
  scriptRequests: number
  alerts: string[]
}

async function fakeApi(
  page: Page,
  overrides: { plans?: Handler; order?: Handler; verify?: Handler; script?: Handler; orderStatus?: Handler } = {},
): Promise<FakeApi> {
  const api: FakeApi = { orderBodies: [], verifyBodies: [], scriptRequests: 0, alerts: [] }
  page.on('dialog', (dialog) => {
    api.alerts.push(dialog.message())
    void dialog.accept()
  })
  // The plans are faked: the app must load them itself (the server's own plans would fill the page).
  await serveBuiltDataPages(page)
  await page.route('**/api/plans/', overrides.plans ?? ((route) => route.fulfill({ json: plans })))
  await page.route('**/api/create-plan-order/', (route) => {
    api.orderBodies.push(route.request().postDataJSON())
    return overrides.order ? overrides.order(route) : route.fulfill({ json: order })
  })
  await page.route('**/api/verify-and-activate/', (route) => {
    api.verifyBodies.push(route.request().postDataJSON())
    return overrides.verify ? overrides.verify(route) : route.fulfill({ json: { current_plan: plans[1] } })
  })
  // The follow-up read of an order whose verify answer was lost; unpaid unless the test says otherwise.
  await page.route(
    '**/api/plan-orders/*/',
    overrides.orderStatus ??
      ((route) => route.fulfill({ json: { order_id: order.order_id, paid: false, plan_id: 2 } })),
  )
  await page.route(checkoutScriptUrl, (route) => {
    api.scriptRequests += 1
    return overrides.script
      ? overrides.script(route)
      : route.fulfill({ contentType: 'text/javascript', body: standInCheckout })
  })
  return api
}

async function openPlans(page: Page) {
  await page.goto('/products')
  await waitForApp(page)
  await expect(page.getByRole('article')).toHaveCount(3)
}

const card = (page: Page, name: string) => page.getByRole('article', { name })
const buyButtons = (page: Page) => page.getByRole('button', { name: 'Buy Now' })

async function checkoutOpened(page: Page): Promise<StandInRecord> {
  await page.waitForFunction(() => window.__checkout?.opened === true)
  const record = await page.evaluate(() => window.__checkout)
  if (!record) throw new Error('the stand-in checkout recorded nothing')
  return record
}

async function expectAllBuyButtons(page: Page, state: 'enabled' | 'disabled') {
  for (const button of await buyButtons(page).all()) {
    if (state === 'enabled') await expect(button).toBeEnabled()
    else await expect(button).toBeDisabled()
  }
}

/** Requests the test aborts or fails on purpose show up as console errors. */
function unexpected(errors: string[]): string[] {
  return errors.filter((error) => !error.includes('Failed to load resource'))
}

test('shows the plans with rupee prices, and loads no checkout script before Buy Now', async ({ page }) => {
  const errors = watchForErrors(page)
  const api = await fakeApi(page)
  await openPlans(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible()
  await expect(card(page, 'Starter')).toContainText('₹4,999')
  await expect(card(page, 'Enterprise')).toContainText('₹24,999')
  await expect(card(page, 'Growth')).toContainText('Users25')
  await expect(card(page, 'Growth')).toContainText('Storage100 GB')
  expect(api.scriptRequests).toBe(0)
  await expect(page.locator(`script[src="${checkoutScriptUrl}"]`)).toHaveCount(0)
  expect(errors).toEqual([])
})

test('opens the checkout with the order, the company and the plan', async ({ page }) => {
  const errors = watchForErrors(page)
  const api = await fakeApi(page)
  await openPlans(page)
  await card(page, 'Growth').getByRole('button', { name: 'Buy Now' }).click()

  const record = await checkoutOpened(page)
  expect(api.orderBodies).toEqual([{ plan_id: 2 }])
  expect(record.options).toEqual({
    key: 'rzp_test_standin',
    amount: 999900,
    currency: 'INR',
    order_id: 'order_standin_1',
    name: 'Arcnova Consulting',
    description: 'Growth',
    prefill: { name: '', email: '', contact: '' },
    method: { upi: true, card: true, netbanking: true, wallet: true, emi: true },
    modal: {},
  })
  expect(record.hasHandler).toBe(true)
  expect(record.hasDismiss).toBe(true)
  await expectAllBuyButtons(page, 'disabled')
  expect(errors).toEqual([])
})

test('verifies the payment, then shows the plan Activated, disabled and highlighted, also after a reload', async ({
  page,
}) => {
  const errors = watchForErrors(page)
  // Verified, the order reads paid: the reload asks (issue 60 item 8), and a refunded one would end 'Activated'.
  const api = await fakeApi(page, {
    orderStatus: (route) => route.fulfill({ json: { order_id: 'order_standin_1', paid: true, plan_id: 2 } }),
  })
  await openPlans(page)
  await card(page, 'Growth').getByRole('button', { name: 'Buy Now' }).click()
  await checkoutOpened(page)
  await page.evaluate((response) => window.__checkoutControls?.pay(response), payment)

  const activated = card(page, 'Growth').getByRole('button', { name: 'Activated' })
  await expect(activated).toBeDisabled()
  await expect.poll(() => api.alerts).toEqual(['Payment successful and plan activated!'])
  expect(api.verifyBodies).toEqual([
    {
      razorpay_payment_id: 'pay_standin_1',
      razorpay_order_id: 'order_standin_1',
      razorpay_signature: 'sig_standin',
      plan_id: 2,
    },
  ])
  await expect(card(page, 'Growth')).toHaveCSS('border-top-color', 'rgb(6, 118, 71)')
  await expect(card(page, 'Starter')).not.toHaveCSS('border-top-color', 'rgb(6, 118, 71)')
  await expect(card(page, 'Starter').getByRole('button', { name: 'Buy Now' })).toBeEnabled()
  await expect(page.getByText('Your Growth plan is active.')).toBeVisible()

  await page.reload()
  await waitForApp(page)
  await expect(card(page, 'Growth').getByRole('button', { name: 'Activated' })).toBeDisabled()
  await expect(buyButtons(page)).toHaveCount(2)
  expect(errors).toEqual([])
})

test('one click makes one order: a double click and the other cards are refused while busy', async ({ page }) => {
  const errors = watchForErrors(page)
  const api = await fakeApi(page)
  await openPlans(page)
  await card(page, 'Starter').getByRole('button', { name: 'Buy Now' }).dblclick()
  await checkoutOpened(page)
  await expectAllBuyButtons(page, 'disabled')
  await card(page, 'Enterprise').getByRole('button', { name: 'Buy Now' }).click({ force: true })
  await page.waitForTimeout(300)
  expect(api.orderBodies).toEqual([{ plan_id: 1 }])
  expect(api.scriptRequests).toBe(1)
  expect(await page.evaluate(() => window.__checkoutLoads)).toBe(1)
  expect(errors).toEqual([])
})

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

test('a plan list that fails to load ends loading with a short message', async ({ page }) => {
  const errors = watchForErrors(page)
  await fakeApi(page, { plans: (route) => route.fulfill({ status: 500, body: 'boom' }) })
  await page.goto('/products')
  await waitForApp(page)
  await expect(page.getByText('Plans could not be loaded right now. Please try again later.')).toBeVisible()
  await expect(page.getByText('Loading plans...')).toHaveCount(0)
  await expect(page.getByRole('article')).toHaveCount(0)
  expect(errors.some((error) => error.includes('Could not load the plans'))).toBe(true)
})

test('offline: the saved plans show with their date, and Buy Now is disabled with the reason', async ({
  page,
  context,
}) => {
  const errors = watchForErrors(page)
  await fakeApi(page, {
    plans: (route) => route.fulfill({ json: plans, headers: { 'x-sw-cache-date': '2026-11-21T14:05:00Z' } }),
  })
  await openPlans(page)
  await expect(page.getByText(/^The latest plans could not be loaded — showing plans saved on .*2026/)).toBeVisible()
  // Let lazy chunks finish first: a chunk that fails offline makes the app reload to pick up a new build.
  await page.waitForLoadState('networkidle')
  await context.setOffline(true)
  await expect(page.getByText(/^You're offline — showing plans saved on .*2026/)).toBeVisible()
  await expect(page.getByText('Connect to the internet to buy a plan')).toBeVisible()
  await expectAllBuyButtons(page, 'disabled')
  await context.setOffline(false)
  await expect(page.getByText('Connect to the internet to buy a plan')).toHaveCount(0)
  await expectAllBuyButtons(page, 'enabled')
  expect(errors).toEqual([])
})

test('the plans page is axe clean, with a plan activated too', async ({ page }) => {
  await fakeApi(page)
  await openPlans(page)
  const scan = () => axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  expect((await scan()).violations).toEqual([])
  await card(page, 'Growth').getByRole('button', { name: 'Buy Now' }).click()
  await checkoutOpened(page)
  await page.evaluate((response) => window.__checkoutControls?.pay(response), payment)
  await expect(card(page, 'Growth').getByRole('button', { name: 'Activated' })).toBeVisible()
  expect((await scan()).violations).toEqual([])
})

test('a verify answer naming the plan by its id (current_plan: 2) activates it', async ({ page }) => {
  const errors = watchForErrors(page)
  const api = await fakeApi(page, { verify: (route) => route.fulfill({ json: { current_plan: 2 } }) })
  await openPlans(page)
  await card(page, 'Growth').getByRole('button', { name: 'Buy Now' }).click()
  await checkoutOpened(page)
  await page.evaluate((response) => window.__checkoutControls?.pay(response), payment)
  await expect(card(page, 'Growth').getByRole('button', { name: 'Activated' })).toBeDisabled()
  await expect.poll(() => api.alerts).toEqual(['Payment successful and plan activated!'])
  expect(errors).toEqual([])
})

test('a garbage verify answer: the buyer hears the payment went through, then sees the plan once the order reads paid', async ({
  page,
}) => {
  const errors = watchForErrors(page)
  let statusReads = 0
  const api = await fakeApi(page, {
    verify: (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<html>garbage' }),
    orderStatus: (route) => {
      statusReads += 1
      return route.fulfill({ json: { order_id: order.order_id, paid: statusReads > 1, plan_id: 2 } })
    },
  })
  await openPlans(page)
  await card(page, 'Growth').getByRole('button', { name: 'Buy Now' }).click()
  await checkoutOpened(page)
  await page.evaluate((response) => window.__checkoutControls?.pay(response), payment)
  await expect.poll(() => api.alerts).toEqual(['Payment received. Your plan will be active shortly.'])
  await expect(page.getByText(/Your payment went through\. Your Growth plan will show here shortly/)).toBeVisible()
  await expect(card(page, 'Growth').getByRole('button', { name: 'Activated' })).toBeDisabled({ timeout: 10_000 })
  await expect
    .poll(() => api.alerts)
    .toEqual(['Payment received. Your plan will be active shortly.', 'Payment successful and plan activated!'])
  expect(api.alerts).not.toContain('Payment verification failed')
  expect(unexpected(errors)).toEqual([])
})
