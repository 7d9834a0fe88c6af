import { expect, type FrameLocator, type Page } from '@playwright/test'
import { e2eAdminPassword } from './inbox.ts'

/** Logs in to /admin as the tests' owner and shows the page at `path` in the website editor's preview. */
export async function openPreview(page: Page, path: string): Promise<FrameLocator> {
  await page.goto('/admin')
  await page.getByLabel('Password').fill(e2eAdminPassword)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible()
  await page.goto('/admin/website?section=business')
  await page.getByLabel('Page to preview').selectOption(path)
  return page.frameLocator(`iframe[title="Preview of ${path}"]`)
}
