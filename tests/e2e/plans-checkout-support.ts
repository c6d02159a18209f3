import { expect, type Page, type Route } from '@playwright/test'
import { serveBuiltDataPages, waitForApp } from './support'

// The plans page's checkout with the API and Razorpay's script faked (plans-checkout*.spec.ts).

/** What the stand-in checkout records on window, and the hooks a test uses to drive it. */
export interface StandInRecord {
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
export const checkoutScriptUrl = 'https://checkout.razorpay.com/v1/checkout.js'

/** Stands in for Razorpay's checkout.js: same contract, no UI; the test plays the visitor's part. */
export const standInCheckout = `
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

export const plans = [
  { id: 1, name: 'Starter', max_users: 5, max_tasks: 500, max_storage_gb: 10, price: 4999 },
  { id: 2, name: 'Growth', max_users: 25, max_tasks: 5000, max_storage_gb: 100, price: 9999 },
  { id: 3, name: 'Enterprise', max_users: 250, max_tasks: 100000, max_storage_gb: 1000, price: 24999 },
]
export const order = {
  razorpay_key_id: 'rzp_test_standin',
  amount: 999900,
  currency: 'INR',
  order_id: 'order_standin_1',
  checkout_script_url: checkoutScriptUrl,
}
export const payment = {
  razorpay_payment_id: 'pay_standin_1',
  razorpay_order_id: order.order_id,
  razorpay_signature: 'sig_standin',
}

export type Handler = (route: Route) => Promise<void> | void

export interface FakeApi {
  orderBodies: unknown[]
  verifyBodies: unknown[]
  scriptRequests: number
  alerts: string[]
}

export async function fakeApi(
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

export async function openPlans(page: Page) {
  await page.goto('/products')
  await waitForApp(page)
  await expect(page.getByRole('article')).toHaveCount(3)
}

export const card = (page: Page, name: string) => page.getByRole('article', { name })
export const buyButtons = (page: Page) => page.getByRole('button', { name: 'Buy Now' })

export async function checkoutOpened(page: Page): Promise<StandInRecord> {
  await page.waitForFunction(() => window.__checkout?.opened === true)
  const record = await page.evaluate(() => window.__checkout)
  if (!record) throw new Error('the stand-in checkout recorded nothing')
  return record
}

export async function expectAllBuyButtons(page: Page, state: 'enabled' | 'disabled') {
  for (const button of await buyButtons(page).all()) {
    if (state === 'enabled') await expect(button).toBeEnabled()
    else await expect(button).toBeDisabled()
  }
}

/** Requests the test aborts or fails on purpose show up as console errors. */
export function unexpected(errors: string[]): string[] {
  return errors.filter((error) => !error.includes('Failed to load resource'))
}
