import type { FrameLocator, Page } from '@playwright/test'
import { e2eEditor, logIn } from './admin/log-in.ts'

/** Logs in to /admin as the tests' owner and shows the page at `path` in the website editor's preview. */
export async function openPreview(page: Page, path: string): Promise<FrameLocator> {
  await logIn(page, e2eEditor)
  await page.goto('/admin/website?section=business')
  const picker = page.getByLabel('Page to preview')
  await picker.selectOption(path)
  // The frame is named by the page's title, as the picker shows it.
  const title = (await picker.locator('option:checked').textContent())?.trim() ?? path
  return page.frameLocator(`iframe[title=${JSON.stringify(`Preview of ${title}`)}]`)
}
