import { expect, type Page } from '@playwright/test'
import { e2eAdminPassword } from '../inbox.ts'

/** Where an editor answers and its owner's password: an `EditorServer`, or `e2eEditor`. */
export interface Editor {
  base: string
  password: string
}

/** The editor of the server the browser tests start, at the address the page is given. */
export const e2eEditor: Editor = { base: '', password: e2eAdminPassword }

/** Logs in to `editor` as its owner, as she does, and waits for the Inbox, the screen it opens on. */
export async function logIn(page: Page, editor: Editor): Promise<void> {
  await page.goto(`${editor.base}/admin`)
  await page.getByLabel('Password').fill(editor.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible()
}

/** Logs in and goes to the Website screen from the menu, once it has checked the site. */
export async function openWebsite(page: Page, editor: Editor): Promise<void> {
  await logIn(page, editor)
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Website' }).click()
  await expect(page.getByRole('heading', { name: 'Website', level: 1 })).toBeVisible()
  // The first check of a new server starts its worker threads.
  await expect(page.getByText(/No problems found|problems? found/)).toBeVisible({ timeout: 30_000 })
}
