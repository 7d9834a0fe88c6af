import type { Browser, Page } from '@playwright/test'
import { logIn } from './log-in.ts'
import type { EditorServer } from './project-copy.ts'

/** A new phone-sized window (375 px, touch) of `server`'s editor, logged in as the owner and showing the Inbox. */
export async function editorOnPhone(browser: Browser, server: EditorServer): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await logIn(page, server)
  return page
}
