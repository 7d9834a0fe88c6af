import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DraftState, InboxPage, PublishEvent } from '../../src/model/admin-api.ts'
import type { HistoryListEntry, HistoryPlan } from '../../src/model/history-api.ts'
import { testForms, validBody } from '../../src/testing/test-forms.ts'
import { draftRoutes } from '../editor/drafts/draft-routes.ts'
import { historyRoutes } from '../editor/history/history-routes.ts'
import { callAdmin, sessionsByRole } from '../testing/admin-client.ts'
import { editorBench, serveEditorRoutes, signedInAs, type ServedRoutes } from '../testing/editor-stand-ins.ts'
import { post, startTestServer } from '../testing/test-server.ts'

describe('publishing and undoing', () => {
  const bench = editorBench('who-did-it')
  const lines: string[] = []
  let served: ServedRoutes

  beforeAll(async () => {
    const person = {
      id: 'p1',
      name: 'Wanjiru\nadmin: forged line',
      role: 'editor' as const,
      usesInstallPassword: false,
      hasPassword: true,
    }
    // Drafts belong to a person of the people table.
    bench.db
      .prepare("INSERT INTO people (id, name, role, created_at) VALUES (?, ?, 'editor', 0)")
      .run(person.id, person.name)
    served = await serveEditorRoutes(bench, [draftRoutes, historyRoutes], {
      guard: signedInAs(person),
      log: (line) => lines.push(line),
    })
  })
  afterAll(async () => {
    await served?.close()
    await bench.close()
  })

  const call = (method: string, path: string, body?: unknown) => served.call(method, path, body)
  const outcomeOf = async (response: Response) =>
    (await response.text())
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as PublishEvent)
      .at(-1) as Extract<PublishEvent, { outcome: string }>

  it('records the signed-in person, whatever name the body gives', async () => {
    const draft = (await (await call('POST', 'drafts', {})).json()) as DraftState
    const edit = { op: 'set', path: ['business', 'phones', 0, 'number'], value: '+254 799 111 222' }
    expect((await call('POST', `drafts/${draft.id}/edits`, { revision: 0, edits: [edit] })).status).toBe(200)
    const published = await outcomeOf(await call('POST', `drafts/${draft.id}/publish`, { author: 'Someone Else' }))
    if (published.outcome !== 'published') throw new Error(published.message)

    const plan = (await (await call('GET', `history/${published.id}/undo`)).json()) as HistoryPlan
    const undone = await outcomeOf(await call('POST', `history/${published.id}/undo`, { version: plan.version }))
    expect(undone.outcome).toBe('published')

    const list = (await (await call('GET', 'history')).json()) as HistoryListEntry[]
    expect(list.slice(0, 2).map((entry) => entry.author)).toEqual([
      'Wanjiru admin: forged line',
      'Wanjiru admin: forged line',
    ])
    expect(lines.filter((line) => line.includes('published'))).toEqual([
      'editor: Wanjiru admin: forged line published 1 changes',
      'editor: Wanjiru admin: forged line published 1 changes',
    ])
  })
})

describe('marking a request handled', () => {
  it('records who did it, returns it with the request, and names them in the log', async () => {
    const lines: string[] = []
    const server = await startTestServer({
      settings: { adminPassword: 'correct horse battery staple', loginsPer15Minutes: 1000 },
      log: (line) => lines.push(line),
    })
    try {
      expect((await post(server.base, '/api/forms/contact', validBody(testForms.contact!))).status).toBe(201)
      const { inbox } = await sessionsByRole(server.base, 'correct horse battery staple')
      const page = (await (
        await callAdmin(server.base, '/admin/api/submissions', { session: inbox })
      ).json()) as InboxPage
      const id = page.items[0]!.id
      const marked = await callAdmin(server.base, `/admin/api/submissions/${id}/handled`, {
        session: inbox,
        body: { handled: true },
      })
      expect(await marked.json()).toMatchObject({ id, handledBy: 'Otieno', handledAt: expect.any(Number) })
      const listed = (await (
        await callAdmin(server.base, '/admin/api/submissions', { session: inbox })
      ).json()) as InboxPage
      expect(listed.items[0]).toMatchObject({ id, handledBy: 'Otieno' })
      expect(lines).toContain(`admin: Otieno marked submission ${id} handled`)

      const unmarked = await callAdmin(server.base, `/admin/api/submissions/${id}/handled`, {
        session: inbox,
        body: { handled: false },
      })
      expect(await unmarked.json()).not.toHaveProperty('handledBy')
    } finally {
      await server.close()
    }
  })
})
