import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { DraftCheck, DraftEditAnswer, DraftState } from '../../src/model/admin-api.ts'
import { siteWithPosts } from '../../scripts/bench/site-with-posts.ts'
import { logInToAdmin } from '../testing/admin-client.ts'
import { spawnServer } from '../testing/spawn-server.ts'
import { maxDraftBytes } from './site-work.ts'

const password = 'a long test phrase for the site work'
const realText = readFileSync(resolve(import.meta.dirname, '..', '..', 'site.yaml'), 'utf8')
const dataDir = mkdtempSync(join(tmpdir(), 'site-work-responsive-'))
// The server runs in a process of its own, as in production, so that this test's own work (making
// and sending the draft) does not hold up the server it measures.
const server = spawnServer(join(import.meta.dirname, '..', 'testing', 'child-server.ts'), {
  PORT: '0',
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: password,
})
afterAll(() => {
  server.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

/** The largest site the server accepts: as many blog posts as fit in maxDraftBytes. */
function largestAllowedSite(): string {
  const perPost =
    (Buffer.byteLength(siteWithPosts(realText, 101)) - Buffer.byteLength(siteWithPosts(realText, 1))) / 100
  const text = siteWithPosts(realText, Math.floor((maxDraftBytes - Buffer.byteLength(realText)) / perPost) - 5)
  expect(Buffer.byteLength(text)).toBeLessThanOrEqual(maxDraftBytes)
  expect(Buffer.byteLength(text)).toBeGreaterThan(maxDraftBytes * 0.95)
  return text
}

describe('the server while the largest allowed draft is checked', () => {
  // Not a timing test (the figure, 200 ms at most, is npm run bench:publish's to print): it proves that
  // the check does not hold the thread that answers visitors, which then answers all along.
  it('answers / all the while, fetched every 50 ms until the check is answered', async () => {
    const [, base] = await server.waitFor(/listening (http:\/\/\S+)/, 60_000)
    const session = await logInToAdmin(base!, password)
    const text = largestAllowedSite()
    const headers = { cookie: session.cookie, 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' }
    const draft = (await (
      await fetch(`${base}/admin/api/drafts`, { method: 'POST', headers, body: '{}' })
    ).json()) as DraftState
    // The editor's paste of the whole text into the text view: one splice.
    const body = Buffer.from(
      JSON.stringify({ revision: 0, edits: [{ op: 'splice', from: 0, to: draft.text.length, text }] }),
    )
    const edits = `${base}/admin/api/drafts/${draft.id}/edits`
    // A first check starts the server's worker thread and compiles the schema.
    const warmUp = await fetch(edits, { method: 'POST', headers, body: JSON.stringify({ revision: 0, edits: [] }) })
    expect(warmUp.status).toBe(200)
    expect((await fetch(`${base}/`)).status).toBe(200)

    const started = performance.now()
    const check: { status?: number; answer?: DraftCheck; ms?: number } = {}
    const checking = fetch(edits, { method: 'POST', headers, body }).then(async (response) => {
      check.answer = ((await response.json()) as DraftEditAnswer).check
      check.status = response.status
      check.ms = performance.now() - started
    })
    const latencies: number[] = []
    while (check.status === undefined && performance.now() - started < 60_000) {
      const asked = performance.now()
      const page = await fetch(`${base}/`)
      await page.arrayBuffer()
      expect(page.status).toBe(200)
      const latency = performance.now() - asked
      latencies.push(latency)
      await new Promise((wait) => setTimeout(wait, Math.max(0, 50 - latency)))
    }
    await checking
    const worst = Math.max(...latencies)
    console.log(
      `check of a ${(Buffer.byteLength(text) / 1024 / 1024).toFixed(1)} MB draft: ${check.answer?.ms} ms in the worker, ` +
        `${Math.round(check.ms ?? NaN)} ms round trip; / fetched ${latencies.length} times meanwhile, ` +
        `worst ${Math.round(worst)} ms`,
    )
    expect(check.status).toBe(200)
    expect(check.answer?.errors).toEqual([])
    expect(latencies.length).toBeGreaterThan(3)
    // Checked on the main thread, the first answer of / would wait for the whole check.
    expect(worst).toBeLessThan((check.ms ?? 0) / 2)
  }, 120_000)
})
