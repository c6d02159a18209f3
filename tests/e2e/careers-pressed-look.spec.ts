// A finger on a job card's button shows it pressed at once, in colour only: a transform or filter
// that comes and goes with :active cost every tap a layout and new compositing layers (record 093).
import { expect, type Locator, type Page, test } from '@playwright/test'
import { watchForErrors } from './support'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

const look = (button: Locator) =>
  button.evaluate((element) => {
    const style = getComputedStyle(element)
    return {
      background: style.backgroundColor,
      border: style.borderTopColor,
      transform: style.transform,
      filter: style.filter,
    }
  })

/**
 * The button's look at rest and pressed. Pressed through DevTools' forced :active, the state a
 * finger's press gives: headless Chromium applies :active to a touch only at the lift, with the tap.
 */
async function pressedLook(page: Page, name: string) {
  const button = page.getByRole('article').first().getByRole('button', { name })
  await button.evaluate((element) => element.setAttribute('data-pressed-probe', ''))
  const rest = await look(button)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-pressed-probe]' })
  await cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: ['active'] })
  const pressed = await look(button)
  await cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: [] })
  return { rest, pressed, button }
}

test('Apply Now under a finger turns its pressed colours, without moving, and the tap opens the dialog', async ({
  page,
}) => {
  const errors = watchForErrors(page)
  await page.goto('/job-openings')
  const { rest, pressed, button } = await pressedLook(page, 'Apply Now')
  expect(pressed.background).not.toBe(rest.background)
  // --color-cta-strong and --color-brand-strong (src/styles/tokens.css).
  expect(pressed).toEqual({
    background: 'rgb(217, 138, 31)',
    border: 'rgb(7, 42, 75)',
    transform: 'none',
    filter: 'none',
  })
  await button.tap()
  await expect(page.getByRole('dialog', { name: /^Apply for / })).toBeVisible()
  expect(errors).toEqual([])
})

test('Show More under a finger turns its pressed colours, without moving, and the tap opens the job', async ({
  page,
}) => {
  const errors = watchForErrors(page)
  await page.goto('/job-openings')
  const { rest, pressed, button } = await pressedLook(page, 'Show More')
  expect(pressed.background).not.toBe(rest.background)
  // --color-brand-soft and --color-brand.
  expect(pressed).toEqual({
    background: 'rgb(232, 240, 248)',
    border: 'rgb(11, 58, 103)',
    transform: 'none',
    filter: 'none',
  })
  await button.tap()
  const opened = page.getByRole('article').first().getByRole('button', { name: 'Show Less' })
  await expect(opened).toHaveAttribute('aria-expanded', 'true')
  expect(errors).toEqual([])
})
