import { expect, test, type Locator, type Page } from '@playwright/test'
import { startEditorServer, editorServerStartMs, type EditorServer } from './admin/project-copy.ts'
import { seriousAccessibilityProblems } from './axe.ts'
import { logIn } from './admin/log-in.ts'

// An office manager takes back an old change from History while a later one stays live: on a copy
// of the project with its own server, so publishing changes the copy, not this project.
test.describe.configure({ mode: 'serial', timeout: 180_000 })

let server: EditorServer

test.beforeAll(async () => {
  test.setTimeout(editorServerStartMs)
  server = await startEditorServer()
})
test.afterAll(async () => server?.stop())

const oldPhone = '+254 700 000 001'
const newPhone = '+254 711 222 333'
const newHeading = 'Clean homes in Ruiru'

/** Publishes one change through a draft, as the editor's own calls do, from the logged-in page. */
async function publishChange(page: Page, at: (string | number)[], to: string, by: string) {
  const outcome = await page.evaluate(
    async ({ at: path, to: value, by: author }) => {
      const { csrfToken } = (await (await fetch('/admin/api/session', { method: 'POST' })).json()) as {
        csrfToken: string
      }
      const call = async (address: string, body: unknown) =>
        fetch(`/admin/api/${address}`, {
          method: 'POST',
          headers: { 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      // The person's one draft: a publish before started it again, at a later revision.
      const draft = (await (await call('drafts', {})).json()) as { id: string; revision: number }
      await call(`drafts/${draft.id}/edits`, { revision: draft.revision, edits: [{ op: 'set', path, value }] })
      const lines = (await (await call(`drafts/${draft.id}/publish`, { author })).text()).trim().split('\n')
      return JSON.parse(lines.at(-1)!) as { outcome: string }
    },
    { at, to, by },
  )
  expect(outcome.outcome).toBe('published')
}

async function openHistory(page: Page) {
  await page.goto(`${server.base}/admin/history`)
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible()
}

/** What a visitor sees now: the office phone among the contact details on /contact, and the home page's heading. */
async function publicPages(page: Page) {
  const visitor = await page.context().newPage()
  await visitor.goto(`${server.base}/contact`)
  const office = await visitor.getByRole('main').getByRole('definition').filter({ hasText: 'Office' }).textContent()
  await visitor.goto(`${server.base}/`)
  const heading = (await visitor.getByRole('heading', { level: 1 }).first().textContent()) ?? ''
  await visitor.close()
  return { office: office?.replace(/\s+/g, ' ').trim(), heading: heading.trim() }
}

/**
 * The server works out what each version changed, and what an undo or a bringing back would change, in its
 * worker thread, which yields to every other process: on a busy machine that takes longer than a click does.
 */
const workedOut = { timeout: 30_000 }

/** The bar at the bottom of the screen, where what an undo did is said. */
const outcome = (page: Page) => page.getByRole('region', { name: 'What happened' }).getByRole('status')

/** Presses Tab until `target` has the focus; a bounded walk, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${target.toString()}`)
}

test('undo an old change while a later one stays live, then undo the undo', async ({ page, viewport }) => {
  test.skip(viewport?.width !== 375, 'A job done on a phone: the mobile project runs it at 375 px')
  await logIn(page, server)
  await publishChange(page, ['business', 'phones', 0, 'number'], newPhone, 'Wanjiru')
  await publishChange(page, ['pages', '/', 'blocks', 0, 'heading'], newHeading, 'Njeri')
  expect(await publicPages(page)).toEqual({ office: `Office: ${newPhone}`, heading: newHeading })

  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'History' }).click()
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible()
  const phoneChange = page.getByRole('listitem').filter({ hasText: 'Changed the “Office” phone number.' }).first()
  await expect(phoneChange).toContainText('Published by Owner', workedOut)
  await expect(page.getByRole('main')).not.toContainText('phones[')
  await phoneChange.getByRole('button', { name: 'Undo these changes' }).click()
  // Once the undo is published, the list gains an entry with the same words: the open panel tells them apart.
  const undoing = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /^Undo the changes of/ }) })
  await expect(undoing.getByRole('list', { name: 'This changes the website now:' })).toHaveText(
    `The “Office” phone number: “${newPhone}” becomes “${oldPhone}”.`,
    workedOut,
  )
  expect(await seriousAccessibilityProblems(page)).toEqual([])
  await undoing.getByRole('button', { name: 'Yes, undo these changes' }).click()
  await expect(outcome(page)).toContainText('Undone', { timeout: 90_000 })
  expect(await publicPages(page)).toEqual({ office: `Office: ${oldPhone}`, heading: newHeading })

  // The undo is itself a publish in History, and is undone by keyboard alone.
  await openHistory(page)
  const newest = page.locator('.history-entry').first()
  await expect(newest).toContainText('Changed the “Office” phone number.', workedOut)
  await tabTo(page, newest.getByRole('button', { name: 'Undo these changes' }))
  await page.keyboard.press('Enter')
  const undo = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Undo the changes of/ }) })
  await expect(undo.getByRole('heading', { level: 3 })).toBeFocused()
  await expect(undo.getByRole('list', { name: 'This changes the website now:' })).toHaveText(
    `The “Office” phone number: “${oldPhone}” becomes “${newPhone}”.`,
    workedOut,
  )
  await expect(undo.getByLabel('Your name')).toHaveCount(0)
  await tabTo(page, undo.getByRole('button', { name: 'Yes, undo these changes' }))
  await page.keyboard.press('Enter')
  await expect(outcome(page)).toContainText('Undone', { timeout: 90_000 })
  await expect(undo.getByRole('button', { name: 'Close' })).toBeFocused()
  expect(await publicPages(page)).toEqual({ office: `Office: ${newPhone}`, heading: newHeading })
})

test('History passes axe with every panel open', async ({ page }) => {
  await logIn(page, server)
  await publishChange(page, ['business', 'tagline'], 'Spotless, every time.', 'Peter')
  await publishChange(page, ['blog', 'posts', 0, 'title'], 'Carpets through the dry season', 'Peter')
  await openHistory(page)
  const [newest, older] = [page.locator('.history-entry').nth(0), page.locator('.history-entry').nth(1)]
  await expect(newest).toContainText('Published by Owner', workedOut)
  expect(await seriousAccessibilityProblems(page)).toEqual([])

  await newest.getByRole('button', { name: 'Undo these changes' }).click()
  await expect(newest.getByRole('list', { name: 'This changes the website now:' })).toBeVisible(workedOut)
  // The older version still has the post's old title: the post is offered to bring back.
  await older.getByRole('button', { name: 'Bring back a page or post' }).click()
  await older.getByRole('radio', { name: /post/ }).first().check()
  await expect(older.getByRole('list', { name: 'This changes the website now:' })).toBeVisible(workedOut)
  await newest.getByText('Advanced (rarely needed)').click()
  await expect(newest.getByRole('insertion').first()).toBeVisible()
  expect(await seriousAccessibilityProblems(page)).toEqual([])
})
