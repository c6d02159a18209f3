import { expect, test, type Page } from '@playwright/test'
import { axe, waitForApp, watchForErrors } from './support'

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const industryPaths = [
  '/banking',
  '/finance',
  '/health-care',
  '/Pharmaceuticals',
  '/manufacturing',
  '/retail',
  '/it-sector',
  '/telecommunication',
  '/government',
  '/public',
]

const tiles = [
  'Talent Sourcing',
  'Screening & Background Check',
  'Payroll & Invoicing',
  'Onboarding',
  'Global Tax Compliance',
  'IC Classification & Compliance',
  'Time Tracking',
  'Ongoing Support',
]

/** A titled section of the page, found by its h2. */
function sectionTitled(page: Page, name: string | RegExp) {
  return page
    .getByRole('main')
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name }) })
}

/** The label of the one slide that is shown; hidden slides are out of the accessibility tree. */
async function shownSlide(page: Page) {
  const shown = page.locator('[aria-roledescription="slide"][aria-hidden="false"]')
  await expect(shown).toHaveCount(1)
  return shown.getAttribute('aria-label')
}

test.describe('at 390 px, without motion', () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' })

  test('every industry page has its hero, carousel, own texts, roles, eight tiles and call to action', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const errors = watchForErrors(page)
    const intros = new Map<string, string>()
    const talents = new Map<string, string>()

    for (const path of industryPaths) {
      await page.goto(path)
      await waitForApp(page)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 }), path).toHaveCount(1)

      const carousel = main.locator('[aria-roledescription="carousel"]')
      await expect(carousel, path).toHaveAttribute('aria-label', /highlights$/)
      await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(5)
      await expect(carousel.getByRole('button', { name: /^Go to slide [1-5]$/ })).toHaveCount(5)
      expect(await shownSlide(page)).toBe('1 of 5')
      const viewportHeight = await carousel
        .locator('[aria-roledescription="slide"]')
        .first()
        .evaluate((slide) => slide.getBoundingClientRect().height)
      expect(viewportHeight, path).toBe(400)
      const images = carousel.locator('img')
      await expect(images.first()).toHaveAttribute('loading', 'eager')
      for (let n = 1; n < 5; n++) await expect(images.nth(n)).toHaveAttribute('loading', 'lazy')
      for (const alt of await images.evaluateAll((all) => all.map((img) => img.getAttribute('alt') ?? '')))
        expect(alt.length, path).toBeGreaterThan(20)

      const intro = (await main.getByTestId('industry-intro').innerText()).trim()
      const talent = (await main.getByTestId('industry-talent').innerText()).trim()
      expect(intro.length, path).toBeGreaterThan(200)
      expect(talent.length, path).toBeGreaterThan(200)
      intros.set(path, intro)
      talents.set(path, talent)
      await expect(sectionTitled(page, 'Talent Solutions')).toHaveCount(1)

      const roles = await sectionTitled(page, /Recently Placed/)
        .getByRole('listitem')
        .count()
      if (path === '/banking' || path === '/finance') expect(roles, path).toBe(12)
      else expect(roles, path).toBeGreaterThanOrEqual(8)

      // (Brought near first: content-visibility leaves a section far below the screen unrendered.)
      await sectionTitled(page, /Services$/).scrollIntoViewIfNeeded()
      await expect(sectionTitled(page, /Services$/).getByRole('heading', { level: 3 })).toHaveText(tiles)
      await expect(main.getByRole('link', { name: 'Talk to Our Team' })).toHaveAttribute('href', '/contact')

      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true)
      const scanned = await axe(page).include('main').withTags(wcag).analyze()
      expect(scanned.violations.map((violation) => `${path}: ${violation.id}`)).toEqual([])
    }

    // No industry may borrow another's words (an earlier site reused retail text on three pages).
    const paragraphs = (texts: Map<string, string>) =>
      [...texts.values()].flatMap((text) =>
        text
          .split(/\n+/)
          .map((p) => p.trim())
          .filter(Boolean),
      )
    for (const texts of [intros, talents]) {
      expect(new Set(texts.values()).size).toBe(industryPaths.length)
    }
    const all = [...paragraphs(intros), ...paragraphs(talents)]
    expect(new Set(all).size).toBe(all.length)
    expect(errors).toEqual([])
  })
})

test('the carousel wraps both ways, jumps from its dots and turns on a swipe in a real browser', async ({ page }) => {
  const errors = watchForErrors(page)
  await page.goto('/retail')
  await waitForApp(page)
  const carousel = page.locator('[aria-roledescription="carousel"]')
  const shownIsInView = async (label: string) => {
    // A press before the app has hydrated is played back once it has: the slide turns then.
    await expect.poll(() => shownSlide(page)).toBe(label)
    // After the 500 ms slide the shown slide sits exactly inside the carousel's frame.
    await expect
      .poll(async () => {
        const frame = await carousel.boundingBox()
        const slide = await carousel.getByRole('group', { name: label }).boundingBox()
        return frame && slide ? Math.round(slide.x - frame.x) : undefined
      })
      .toBe(0)
  }

  await carousel.getByRole('button', { name: 'Previous slide' }).click()
  await shownIsInView('5 of 5')
  await carousel.getByRole('button', { name: 'Next slide' }).click()
  await shownIsInView('1 of 5')
  await carousel.getByRole('button', { name: 'Next slide' }).click()
  await shownIsInView('2 of 5')
  await carousel.getByRole('button', { name: 'Go to slide 4' }).click()
  await shownIsInView('4 of 5')
  await expect(carousel.getByRole('button', { name: 'Go to slide 4' })).toHaveAttribute('aria-current', 'true')
  await carousel.getByRole('button', { name: 'Go to slide 1' }).click()
  await shownIsInView('1 of 5')
  await expect(carousel.getByRole('img', { name: /./ })).toHaveCount(1)

  // A leftward drag turns to the next slide, as a finger swipe would.
  const box = await carousel.getByRole('group', { name: '1 of 5' }).boundingBox()
  if (!box) throw new Error('the first slide has no box')
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + box.width * 0.8, y)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.3, y, { steps: 5 })
  await page.mouse.up()
  await shownIsInView('2 of 5')
  expect(errors).toEqual([])
})
