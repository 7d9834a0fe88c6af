import { expect, test } from '@playwright/test'
import { seriousAccessibilityProblems } from './axe.ts'
import { watchConsole } from './console.ts'
import { manifest } from './site.ts'

for (const { path, heading } of manifest.pages) {
  test(`${path} answers 200, shows "${heading}" as its h1, hydrates cleanly and passes axe`, async ({ page }) => {
    const consoleMessages = watchConsole(page)
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await page.waitForLoadState('networkidle')
    expect(consoleMessages).toEqual([])
    expect(await seriousAccessibilityProblems(page)).toEqual([])
  })
}
