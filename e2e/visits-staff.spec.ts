import { expect, test, type Page } from '@playwright/test'
import { visitsAddress } from '../src/model/visits/visit-event.ts'
import { seriousAccessibilityProblems } from './axe.ts'
import { startEditorServer, type EditorServer } from './admin/project-copy.ts'
import { logIn } from './admin/log-in.ts'

// The office manager checks the website on her own phone: those views are not visits. A browser someone has signed
// in to /admin on sends nothing from the public pages; a visitor's fresh browser is counted. On a copy of the project
// with its own server, so the Visits screen holds this test's figures only.
test.describe.configure({ mode: 'serial', timeout: 180_000 })
test.skip(({ viewport }) => viewport?.width !== 375, 'A job done on a phone: the mobile project runs it at 375 px')

// A phone's own browser: a headless one is not counted.
const phoneBrowser =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
test.use({ userAgent: phoneBrowser })

let server: EditorServer

test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startEditorServer()
})
test.afterAll(async () => server?.stop())

/** What `tab` sends to the visits collector from now on. */
function sentBy(tab: Page): string[] {
  const sent: string[] = []
  tab.on('request', (request) => {
    if (new URL(request.url()).pathname === visitsAddress) sent.push(request.postData() ?? '')
  })
  return sent
}

/** Opens a public page and waits until its scripts, counting among them, have started and gone quiet. */
async function show(tab: Page, address: string) {
  await tab.goto(`${server.base}${address}`)
  await tab.waitForFunction(() => (window as { siteBoot?: { ready: boolean } }).siteBoot?.ready)
  await tab.waitForLoadState('networkidle')
}

test('a page view from a browser signed in to /admin is not counted; one from a fresh browser is', async ({
  page,
  browser,
}) => {
  await logIn(page, server)

  const sentByStaff = sentBy(page)
  await show(page, '/?utm_source=staff')
  await show(page, '/contact')
  expect(sentByStaff).toEqual([])

  const fresh = await browser.newContext({ userAgent: phoneBrowser, viewport: { width: 375, height: 740 } })
  try {
    const visitor = await fresh.newPage()
    const sentByVisitor = sentBy(visitor)
    await show(visitor, '/?utm_source=visitor')
    expect(sentByVisitor).toHaveLength(1)
  } finally {
    await fresh.close()
  }

  await page.goto(`${server.base}/admin/visits?days=7`)
  await expect(page.getByRole('heading', { name: 'In these 7 days' })).toBeVisible()
  const visits = page
    .getByRole('term')
    .filter({ hasText: /^Visits$/ })
    .locator('+ dd')
  await expect(visits).toHaveText('1')
  const cameFrom = page.getByRole('table', { name: 'Came from' })
  await expect(cameFrom.getByRole('row')).toHaveText([/Came from/, /^visitor\s*1\s*0$/])
  expect(await seriousAccessibilityProblems(page)).toEqual([])
})
