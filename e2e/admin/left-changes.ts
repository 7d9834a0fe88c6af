import { expect, type Page } from '@playwright/test'

/**
 * Waits for the Website screen just opened to be checked, starting from the website as published: changes
 * an earlier test of the same person left unpublished, offered on opening, are thrown away first.
 */
export async function startFromPublished(page: Page, timeout = 20_000): Promise<void> {
  const checked = page.getByText(/No problems found|problems? found/)
  const waiting = page.getByRole('region', { name: 'Changes not published yet' })
  await expect(checked.or(waiting).first()).toBeVisible({ timeout })
  if (await waiting.isVisible()) {
    await waiting.getByRole('button', { name: 'Throw them away' }).click()
    await waiting.getByRole('button', { name: 'Yes, discard my changes' }).click()
    await expect(waiting).toHaveCount(0)
  }
  await expect(checked).toBeVisible({ timeout })
}
