import { expect, type FrameLocator, type Page } from '@playwright/test'
import { e2eAdminPassword } from './inbox.ts'

/** Logs in to /admin as the tests' owner and shows the page at `path` in the website editor's preview. */
export async function openPreview(page: Page, path: string): Promise<FrameLocator> {
  await page.goto('/admin')
  await page.getByLabel('Password').fill(e2eAdminPassword)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible()
  await page.goto('/admin/website?section=business')
  const picker = page.getByLabel('Page to preview')
  await picker.selectOption(path)
  // The frame is named by the page's title, as the picker shows it.
  const title = (await picker.locator('option:checked').textContent())?.trim() ?? path
  return page.frameLocator(`iframe[title=${JSON.stringify(`Preview of ${title}`)}]`)
}
