import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DraftState, PersonRole } from '../../src/model/admin-api.ts'
import { draftMessages } from '../editor/drafts/draft-messages.ts'
import {
  callAdmin,
  logInToAdmin,
  peoplePassword,
  sessionsByRole,
  type AdminSessionCookie,
} from '../testing/admin-client.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'
import { maxDraftBytes } from '../work/site-work.ts'

const password = 'correct horse battery staple'
let server: TestServer
let sessions: Record<PersonRole, AdminSessionCookie> & { people: Record<'editor', { id: string }> }

beforeAll(async () => {
  server = await startTestServer({ settings: { adminPassword: password, loginsPer15Minutes: 1000 } })
  sessions = await sessionsByRole(server.base, password)
})
afterAll(() => server.close())

/** The draft the person works on, as the editor asks for it on opening: theirs when they have one, else a new one. */
async function openDraft(session: AdminSessionCookie): Promise<DraftState> {
  const response = await callAdmin(server.base, '/admin/api/drafts', { session, body: {} })
  expect([200, 201]).toContain(response.status)
  return (await response.json()) as DraftState
}

const statusOf = async (session: AdminSessionCookie, draft: DraftState) =>
  (await callAdmin(server.base, `/admin/api/drafts/${draft.id}`, { session })).status

const draftsOf = (personId: string) =>
  server.query<{ id: string }>('SELECT id FROM drafts WHERE person_id = ? ORDER BY created_at, rowid', personId)

const tagline = (value: string) => [{ op: 'set', path: ['business', 'tagline'], value }]

describe('the drafts each person keeps on the server', () => {
  it('gives a person one draft, found again with its changes from another window or device', async () => {
    const first = await openDraft(sessions.editor)
    expect(first.text).toBe(first.baseText)
    const otherWindow = await logInToAdmin(server.base, peoplePassword, 'Wanjiru')
    expect((await openDraft(otherWindow)).id).toBe(first.id)

    const before = Date.now()
    const edited = await callAdmin(server.base, `/admin/api/drafts/${first.id}/edits`, {
      session: sessions.editor,
      body: { revision: first.revision, edits: tagline('Spotless, every time.') },
    })
    expect(edited.status).toBe(200)
    const found = await openDraft(otherWindow)
    expect(found).toMatchObject({ id: first.id, revision: first.revision + 1 })
    expect(found.text).toContain('Spotless, every time.')
    expect(found.changedAt).toBeGreaterThanOrEqual(before)
    expect(draftsOf(sessions.people.editor.id)).toEqual([{ id: first.id }])
  })

  it('keeps a person’s draft from everyone else: reading, changing, previewing, publishing or throwing it away answers 404', async () => {
    const theirs = await openDraft(sessions.editor)
    const owners = await openDraft(sessions.owner)
    expect(owners.id).not.toBe(theirs.id)
    expect(owners.text).toBe(owners.baseText)

    const asOwner = (path: string, options: { body?: unknown; method?: string } = {}) =>
      callAdmin(server.base, `/admin/api/drafts/${theirs.id}${path}`, { session: sessions.owner, ...options })
    const answers = [
      await asOwner(''),
      await asOwner('/edits', { body: { revision: theirs.revision, edits: tagline('Taken over') } }),
      await asOwner('/rebase', { body: { revision: theirs.revision, keep: [] } }),
      await asOwner('/preview?path=/'),
      await asOwner('/publish', { body: {} }),
      await asOwner('', { method: 'DELETE' }),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(404)
      expect(await answer.json()).toEqual({ error: draftMessages.gone })
    }
    const kept = (await (
      await callAdmin(server.base, `/admin/api/drafts/${theirs.id}`, { session: sessions.editor })
    ).json()) as DraftState
    expect(kept).toMatchObject({ revision: theirs.revision, text: theirs.text })
  })

  it('starts the person afresh once they throw their draft away', async () => {
    const theirs = await openDraft(sessions.editor)
    expect(theirs.text).not.toBe(theirs.baseText)
    const thrown = await callAdmin(server.base, `/admin/api/drafts/${theirs.id}`, {
      session: sessions.editor,
      method: 'DELETE',
    })
    expect(thrown.status).toBe(204)
    expect(await statusOf(sessions.editor, theirs)).toBe(404)
    const fresh = await openDraft(sessions.editor)
    expect(fresh.id).not.toBe(theirs.id)
    expect(fresh.text).toBe(fresh.baseText)
    expect(draftsOf(sessions.people.editor.id)).toEqual([{ id: fresh.id }])
  })

  it('refuses a change that makes the text too large with a sentence for the editor, storing nothing', async () => {
    const draft = await openDraft(sessions.editor)
    const response = await callAdmin(server.base, `/admin/api/drafts/${draft.id}/edits`, {
      session: sessions.editor,
      body: {
        revision: draft.revision,
        edits: [{ op: 'splice', from: 0, to: 0, text: `# ${'x'.repeat(maxDraftBytes)}\n` }],
      },
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: draftMessages.tooLarge })
    expect(draftMessages.tooLarge).toMatch(
      /^The website's text would be larger than the editor can keep \(at most 8 MB\), so this was not done\./,
    )
    const kept = server.query<{ revision: number; size: number }>(
      'SELECT revision, length(text) AS size FROM drafts WHERE id = ?',
      draft.id,
    )
    expect(kept).toEqual([{ revision: draft.revision, size: draft.text.length }])
  })

  it('drops a person’s drafts when the owner removes them', async () => {
    const editorId = sessions.people.editor.id
    expect(draftsOf(editorId).length).toBeGreaterThan(0)
    const removed = await callAdmin(server.base, `/admin/api/people/${editorId}`, {
      session: sessions.owner,
      method: 'DELETE',
    })
    expect(removed.status).toBe(200)
    expect(draftsOf(editorId)).toEqual([])
    expect(draftsOf('owner')).toHaveLength(1)
  })
})
