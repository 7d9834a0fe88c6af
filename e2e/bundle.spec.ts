import { expect, test } from '@playwright/test'

test('the home page downloads its own data and not that of other pages', async ({ page }) => {
  const bodies: string[] = []
  page.on('response', async (response) => {
    if (/\.(js|json)$/.test(new URL(response.url()).pathname)) bodies.push(await response.text())
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const downloaded = bodies.join('\n')
  expect(bodies.length).toBeGreaterThan(1)
  expect(downloaded).toContain('Spotless homes and offices across Nairobi')
  expect(downloaded).not.toContain('Our Vision')
  expect(downloaded).not.toContain('Mattress Cleaning Services in Nairobi and Ruiru')
})
