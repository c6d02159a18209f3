// The interactions `npm run bench:inp` measures: where each one happens, the control it waits for,
// what the visitor does, and what on screen answers it (for the "shown" column: a tap held while the
// page starts up is fast for Event Timing but answered only when it is replayed).
import type { Page } from '@playwright/test'
import { fingerTap } from './finger-tap'
import { type Control, exactly, focusControl, waitGone, waitVisible } from './page-control'

export interface Interaction {
  name: string
  /** The page, from the site's origin. */
  path: string
  /** The control that must be visible before the tap (the first tap moment). */
  control: Control
  /** What the visitor does once the moment has come. */
  act: (page: Page) => Promise<void>
  /** A script expression true once the answer is on screen; omitted where the browser answers itself (typing, a select). */
  answered?: string
  /** Runs before the page loads, in the page (a saved job on the device, for instance). */
  prepare?: (page: Page, origin: string) => Promise<void>
  /** Runs once the moment has come, before `act`; its own interactions are not counted. */
  warmUp?: (page: Page) => Promise<void>
  /** The tap moments that mean something for it (all when omitted). */
  moments?: readonly string[]
}

const button = (name: string, nth = 0): Control => ({ selector: 'button', name: exactly(name), nth })
const firstJobApply = button('Apply Now')
const phoneMenu: Control = { selector: 'nav[aria-label="Mobile"] button', name: 'menu' }
const searchBox: Control = { selector: 'input[type="search"]', name: exactly('Search jobs') }
const location: Control = { selector: 'select', name: exactly('Location') }
const dialog: Control = { selector: '[role="dialog"]' }

/** One open job, saved on the device before the page loads (as a returning visitor has it). */
async function saveOneJob(page: Page, origin: string) {
  const body: unknown = await (await fetch(`${origin}/api/jobs/`)).json()
  const jobs = typeof body === 'object' && body && 'results' in body ? body.results : []
  if (!Array.isArray(jobs) || jobs.length === 0) throw new Error('no open job to save')
  // The careers store (src/features/careers/careers-store.ts): idb-keyval's layout, one object store.
  await page.addInitScript((job) => {
    const open = indexedDB.open('arcnova-careers')
    open.onupgradeneeded = () => open.result.createObjectStore('careers')
    open.onsuccess = () => {
      const db = open.result
      db.transaction('careers', 'readwrite').objectStore('careers').put([job], 'saved-jobs')
    }
  }, jobs[0])
}

export const interactions: Interaction[] = [
  {
    name: 'phone menu',
    path: '/job-openings',
    control: phoneMenu,
    act: (page) => fingerTap(page, phoneMenu),
    answered: `document.querySelector('nav[aria-label="Mobile"] [aria-expanded="true"]') !== null`,
  },
  {
    name: 'Apply Now',
    path: '/job-openings',
    control: firstJobApply,
    act: (page) => fingerTap(page, firstJobApply),
    // The dialog, or its frame while the dialog's code loads (src/features/careers/apply-dialog-frame.tsx).
    answered: `document.querySelector('[role="dialog"], [data-testid="apply-dialog-frame"]') !== null`,
  },
  {
    // The visitor who closes one application and applies for another: the dialog's code is here and
    // its flow is mounted, so this tap renders more than the first (record 076).
    name: 'Apply Now again',
    path: '/job-openings',
    control: firstJobApply,
    warmUp: async (page) => {
      await fingerTap(page, firstJobApply)
      await waitVisible(page, { selector: 'input', name: 'Full Name' })
      await fingerTap(page, button('Cancel'))
      await waitGone(page, dialog)
      await page.waitForTimeout(2000)
    },
    act: (page) => fingerTap(page, button('Apply Now', 1)),
    answered: `document.querySelector('[role="dialog"], [data-testid="apply-dialog-frame"]') !== null`,
    moments: ['idle'],
  },
  {
    name: 'first filter change',
    path: '/job-openings',
    control: location,
    // A phone's picker is the browser's own; the key that changes a closed select is the same change.
    act: async (page) => {
      await focusControl(page, location)
      await page.keyboard.press('ArrowDown')
    },
  },
  {
    name: 'typing in the search',
    path: '/job-openings',
    control: searchBox,
    act: async (page) => {
      await focusControl(page, searchBox)
      await page.keyboard.type('developer', { delay: 120 })
    },
  },
  {
    name: 'opening a saved job',
    path: '/job-openings?saved=true',
    control: button('Show More'),
    act: (page) => fingerTap(page, button('Show More')),
    answered: `document.querySelector('[aria-expanded="true"][aria-controls$="-details"]') !== null`,
    prepare: saveOneJob,
  },
  {
    name: 'Buy Now',
    path: '/products',
    control: button('Buy Now'),
    act: (page) => fingerTap(page, button('Buy Now')),
    // Its button marked busy (the tap's own answer, record 075), the page's purchase state, or the checkout.
    answered: `document.querySelector('main button[data-busy], main button:disabled, [role="dialog"], [role="status"]:not(:empty)') !== null`,
  },
  {
    name: 'console sign-in',
    path: '/console',
    control: button('Sign in'),
    act: (page) => fingerTap(page, button('Sign in')),
    answered: `document.querySelector('[role="alert"]') !== null`,
  },
]
