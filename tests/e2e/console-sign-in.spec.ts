import { expect, test } from '@playwright/test'
import { passSecondStep, signIn, staff } from './console-support'
import { watchForErrors } from './support'
import { expectNoAxeViolations, withConsoleServer } from './console-spec-server'

/*
 * The console's sign-in: signed out it offers only its form, a wrong password is refused in the same words
 * as an unknown address, the right one signs in, and repeated wrong passwords are throttled. Its own server
 * on a fresh embedded database; the tests run in order.
 */

let url = ''
withConsoleServer((started) => {
  url = started
})

test('signed out, the console offers only its sign-in form; it is never indexed', async ({ page }) => {
  const response = await page.goto(`${url}/console`)
  expect(response?.status()).toBe(200)
  expect(response?.headers()['x-robots-tag']).toContain('noindex')
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
  await expect(page.getByLabel('Email')).toBeVisible()
  await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByRole('navigation', { name: 'Console' })).toHaveCount(0)
  await expectNoAxeViolations(page)

  const sitemap = await (await page.request.get(`${url}/sitemap.xml`)).text()
  expect(sitemap).not.toContain('/console')
  const manifest = await (await page.request.get(`${url}/manifest.webmanifest`)).text()
  expect(manifest).not.toContain('console')
})

test('a wrong password is refused with the same words as an unknown e-mail; the right one signs in with a strict cookie', async ({
  page,
  context,
}) => {
  const errors = watchForErrors(page)
  await signIn(page, url, 'not the password at all')
  await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect.')
  await expect(page.getByLabel('Email')).toHaveValue(staff.email)

  // Keyboard only, from the e-mail field.
  await page.getByLabel('Password').focus()
  await page.keyboard.type(staff.password)
  await page.keyboard.press('Enter')
  await passSecondStep(page, url)
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible()
  await expect(page.getByText(`Signed in as ${staff.email}`)).toBeVisible()
  await expect(page).toHaveTitle(/^Applications \| .* console$/)

  const cookie = (await context.cookies(url)).find((item) => item.name === 'arcnova_console')
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: false, path: '/' })
  expect(cookie?.value).toMatch(/^[\w-]{43}$/)
  expect(errors.filter((error) => !error.includes('401'))).toEqual([])
})

test('after 5 wrong passwords for one e-mail the sign-in answers 429 with Retry-After, and the form says so', async ({
  page,
}) => {
  await page.goto(`${url}/console`)
  await page.getByLabel('Email').fill('someone-else@example.com')
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.getByLabel('Password').fill(`wrong password ${attempt}`)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect.')
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled()
  }
  const answer = page.waitForResponse('**/api/console/sign-in')
  await page.getByLabel('Password').fill('wrong password again')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  const response = await answer
  expect(response.status()).toBe(429)
  expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0)
  await expect(page.getByRole('alert')).toHaveText('Too many sign-in attempts. Try again in a few minutes.')
})
