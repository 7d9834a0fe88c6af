import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DraftEditAnswer } from '../../src/model/admin-api.ts'
import { historyStore } from '../editor/history/history.ts'
import { openDatabase } from '../storage/database.ts'
import { callAdmin, freshDraft, logInToAdmin, type AdminSessionCookie } from '../testing/admin-client.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'
import { maxDraftBytes } from './site-work.ts'

const password = 'correct horse battery staple'
const realText = readFileSync(resolve(import.meta.dirname, '..', '..', 'site.yaml'), 'utf8')
const tooLarge =
  "The website's text would be larger than the editor can keep (at most 8 MB), so this was not done. Make the text shorter, for example by removing old blog posts, and try again."
let server: TestServer
let session: AdminSessionCookie

beforeAll(async () => {
  server = await startTestServer({ settings: { adminPassword: password, loginsPer15Minutes: 1000 } })
  session = await logInToAdmin(server.base, password)
})
afterAll(() => server.close())

const newDraft = () => freshDraft(server.base, session)

/** Checks `text` as the editor does after a paste of the whole text: a new draft, and one splice sent to it. */
async function check(text: string): Promise<Response> {
  const draft = await newDraft()
  const edits = [{ op: 'splice', from: 0, to: draft.text.length, text }]
  return callAdmin(server.base, `/admin/api/drafts/${draft.id}/edits`, {
    session,
    body: { revision: draft.revision, edits },
  })
}

describe('checks and previews through the site work pool', () => {
  it('answers a check with the draft’s problems, and a preview with the page', async () => {
    const answer = (await (await check(realText.replace('type: hero', 'type: heor'))).json()) as DraftEditAnswer
    expect(answer.check?.errors.map((problem) => problem.message).join('\n')).toContain('"heor"')
    const preview = await callAdmin(server.base, `/admin/api/drafts/${(await newDraft()).id}/preview?path=/contact`, {
      session,
    })
    expect(preview.status).toBe(200)
    expect(((await preview.json()) as { route: { path: string } }).route.path).toBe('/contact')
  })

  it('refuses a draft over the size limit with 413 and one plain sentence', async () => {
    const overLimit = await check(`# ${'x'.repeat(maxDraftBytes)}\n${realText}`)
    expect(overLimit.status).toBe(413)
    expect(await overLimit.json()).toEqual({ error: tooLarge })
    // A body beyond even the room left for JSON gets the same sentence.
    const huge = await check('x'.repeat(maxDraftBytes * 2))
    expect(huge.status).toBe(413)
    expect(await huge.json()).toEqual({ error: tooLarge })
    // Other mistakes in the request are answered as before.
    const malformed = await fetch(`${server.base}/admin/api/drafts/${(await newDraft()).id}/edits`, {
      method: 'POST',
      headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' },
      body: '{"revision": ',
    })
    expect(malformed.status).toBe(400)
  })

  it('answers a version in History with its diff against the version before', async () => {
    const db = openDatabase(server.dataDir)
    try {
      const history = historyStore(db)
      const entry = { origin: 'editor' as const, author: 'Sam', changed: ['business.name'] }
      history.record({ ...entry, version: 'v1', text: 'business:\n  name: Old\n' })
      const id = history.record({ ...entry, version: 'v2', text: 'business:\n  name: New\n' })
      const response = await callAdmin(server.base, `/admin/api/history/${id}`, { session })
      expect(response.status).toBe(200)
      expect(((await response.json()) as { diff: unknown }).diff).toEqual([
        { kind: 'same', line: 1, lines: ['business:'] },
        { kind: 'removed', line: 2, lines: ['  name: Old'] },
        { kind: 'added', line: 2, lines: ['  name: New'] },
      ])
    } finally {
      db.close()
    }
  })
})
