import { expect, test } from '@playwright/test'
import { seriousAccessibilityProblems } from './axe.ts'
import { watchConsole } from './console.ts'

test('an unknown address shows the not-found page with status 404', async ({ page }) => {
  const consoleMessages = watchConsole(page)
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page')
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(consoleMessages.filter((message) => !message.includes('404'))).toEqual([])
  expect(await seriousAccessibilityProblems(page)).toEqual([])
})

test('an old hash link lands on the clean address', async ({ page }) => {
  await page.goto('/#/carpetcleaning')
  await expect(page).toHaveURL(/\/carpetcleaning$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carpet Cleaning Services in Kenya')
})

test('a redirect entry sends the visitor to its target page', async ({ page }) => {
  await page.goto('/services/general-cleaning')
  await expect(page).toHaveURL(/\/homedeepcleaning$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home Deep Cleaning Services in Kenya')
})

test('a menu link opens the page, marked current, and Chromium may prerender it on intent', async ({
  page,
  isMobile,
}) => {
  await page.goto('/')
  const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? '{}') as {
    prerender?: { eagerness: string }[]
  }
  expect(rules.prerender?.[0]?.eagerness).toBe('moderate')
  expect(await page.evaluate(() => HTMLScriptElement.supports('speculationrules'))).toBe(true)
  const menu = page.getByRole('navigation', { name: 'Main' })
  await menu.getByRole('link', { name: isMobile ? 'About' : 'About Us', exact: true }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us')
  await expect(menu.getByRole('link', { name: isMobile ? 'About' : 'About Us', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page).toHaveTitle(/About Us/)
})
