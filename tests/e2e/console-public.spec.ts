import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { waitForApp } from './support'

test('the home page loads no console code, and the service worker precaches none', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await page.goto('/')
  await waitForApp(page)
  await page.waitForLoadState('networkidle')
  expect(requested.some((path) => path.includes('/assets/'))).toBe(true)
  expect(requested.filter((path) => /console/i.test(path))).toEqual([])
  const worker = readFileSync(`${process.env.OUT_DIR ?? 'dist'}/sw.js`, 'utf8')
  expect(worker).toContain('assets/framework-')
  expect(worker).not.toMatch(/assets\/console/)
  expect(worker).not.toContain('console-shell')
})
