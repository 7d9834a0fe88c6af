import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { DraftState } from '../../../src/model/admin-api.ts'
import { callAdmin, logInToAdmin } from '../../testing/admin-client.ts'
import { watchHomePage } from '../../testing/home-page-watch.ts'
import { childServerForFile } from '../../testing/child-server-for-file.ts'
import type { LibraryPicture } from '../../../src/model/contracts/library-picture.ts'

const password = 'a long test phrase for the pictures'
const project = mkdtempSync(join(tmpdir(), 'unused-pictures-project-'))
const dataDir = mkdtempSync(join(tmpdir(), 'unused-pictures-data-'))
const uploads = join(project, 'public', 'images', 'uploads')
writeFileSync(join(project, 'site.yaml'), readFileSync(resolve(import.meta.dirname, '..', '..', '..', 'site.yaml')))
mkdirSync(uploads, { recursive: true })
const forgotten = 'forgotten-1a2b3c4d.jpg'
const inADraft = 'in-a-draft-1a2b3c4d.jpg'
for (const name of [forgotten, inADraft]) writeFileSync(join(uploads, name), 'a picture')

const server = childServerForFile({ DATA_DIR: dataDir, PROJECT_ROOT: project, ADMIN_PASSWORD: password }, [
  project,
  dataDir,
])

describe('the unused pictures, with a word of 150,000 letters in a draft', () => {
  // Read on the thread that answers visitors, with an expression whose time grows with the square of
  // a word's length, such a word held every visitor for half a minute at each of these calls.
  it('are listed and removed while / answers within 500 ms, fetched every 50 ms', async () => {
    const [, base = ''] = await server.waitFor(/listening (http:\/\/\S+)/, 60_000)
    const session = await logInToAdmin(base, password)
    const draft = (await (await callAdmin(base, '/admin/api/drafts', { session, body: {} })).json()) as DraftState
    const text = `${draft.text}\n# ${'a'.repeat(150_000)} /images/uploads/${inADraft}\n`
    const edits = [{ op: 'splice', from: 0, to: draft.text.length, text }]
    const edited = await callAdmin(base, `/admin/api/drafts/${draft.id}/edits`, {
      session,
      body: { revision: 0, edits },
    })
    expect(edited.status).toBe(200)

    const answers: { unused?: string[]; removals?: number[] } = {}
    const pictureCalls = (async () => {
      const listed = await callAdmin(base, '/admin/api/pictures/unused', { session })
      answers.unused = ((await listed.json()) as { pictures: LibraryPicture[] }).pictures.map(({ src }) => src)
      answers.removals = []
      for (const name of [forgotten, inADraft]) {
        const removal = await callAdmin(base, `/admin/api/uploads/${name}`, { session, method: 'DELETE' })
        answers.removals.push(removal.status)
      }
    })()
    // Settled even when the test fails first: the calls then end with the server.
    pictureCalls.catch(() => {})
    const watch = await watchHomePage(base, pictureCalls, { limitMs: 30_000 })

    console.log(`/ asked ${watch.latencies.length} times, worst ${Math.round(Math.max(...watch.latencies))} ms`)
    expect(watch.askedWhileWorking).toBeGreaterThan(0)
    expect(new Set(watch.statuses)).toEqual(new Set([200]))
    expect(Math.max(...watch.latencies)).toBeLessThan(500)
    await pictureCalls
    expect(answers).toEqual({ unused: [`/images/uploads/${forgotten}`], removals: [204, 409] })
    expect([existsSync(join(uploads, forgotten)), existsSync(join(uploads, inADraft))]).toEqual([false, true])
  }, 120_000)
})
