// How bench:inp taps: as a finger does. It lands on the control's centre, stays 80 ms (BENCH_HOLD),
// and lifts, through Chromium's own touch input (CDP), so the page gets the touch, pointer, gesture
// and click events a phone gives it. Playwright's `tap()` does two things no finger does (record 077):
// - before it lands it scrolls, waits for two animation frames, and hit-tests in the page, so the
//   page is drawing frames for the probe at the very moment of the touch;
// - it lands and lifts in the same instant, so the browser handles the landing, the lift and the
//   click as one burst of work, where a finger's hold gives the landing its own time.
// On this page's phone menu that made the tap measure ~2× slower than on a finger (record 077).
// The control is found with the page's own DOM, not a Playwright locator (page-control.ts, record 092).
// One way CDP's touch is not a finger either: Chromium hands each touch to the page only after the
// page's next frame, with the time stamp of its arrival. While the app starts, the touch then waits
// for every task until a frame, where a phone's waits only for the task it lands in (record 078).
import type { CDPSession, Page } from '@playwright/test'
import { type Control, landingPoint, scrollToControl } from './page-control'

const hold = Number(process.env.BENCH_HOLD ?? 80)
const sessions = new WeakMap<Page, Promise<CDPSession>>()

/** The page's touch channel, opened once per page (when the page is loaded, not at the touch). */
export function touchChannel(page: Page): Promise<CDPSession> {
  const known = sessions.get(page)
  if (known) return known
  const opened = page.context().newCDPSession(page)
  sessions.set(page, opened)
  return opened
}

export async function fingerTap(page: Page, control: Control): Promise<void> {
  const channel = touchChannel(page)
  let point = await landingPoint(page, control)
  // Off screen or covered: the visitor scrolls to it first, and the page settles before the touch.
  for (let attempt = 0; !point && attempt < 10; attempt++) {
    await scrollToControl(page, control)
    await page.waitForTimeout(500)
    point = await landingPoint(page, control)
  }
  if (!point) throw new Error('the control stayed covered or off screen: nothing a finger could tap')
  const cdp = await channel
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
  await page.waitForTimeout(hold)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
}
