import type { DraftEditAnswer, DraftState, PublishEvent } from '../../src/model/admin-api.ts'
import type { EditOp } from '../../src/site-text/edit.ts'
import { callAdmin, logInToAdmin, type AdminSessionCookie } from '../../server/testing/admin-client.ts'

type Outcome = Extract<PublishEvent, { outcome: string }>

/** The /admin editor's calls, as the browser makes them: a draft on the server, edits, publish. */
export interface EditorSession {
  newDraft(): Promise<DraftState>
  draft(id: string): Promise<DraftState>
  edit(draft: { id: string; revision: number }, edits: EditOp[]): Promise<DraftEditAnswer>
  publish(draftId: string): Promise<Outcome>
}

export async function editorSession(base: string, password: string): Promise<EditorSession> {
  const session: AdminSessionCookie = await logInToAdmin(base, password)
  const json = async <T>(response: Response): Promise<T> => {
    if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`)
    return (await response.json()) as T
  }
  return {
    newDraft: async () => json<DraftState>(await callAdmin(base, '/admin/api/drafts', { session, body: {} })),
    draft: async (id) => json<DraftState>(await callAdmin(base, `/admin/api/drafts/${id}`, { session })),
    edit: async ({ id, revision }, edits) =>
      json<DraftEditAnswer>(
        await callAdmin(base, `/admin/api/drafts/${id}/edits`, { session, body: { revision, edits } }),
      ),
    async publish(draftId) {
      const response = await callAdmin(base, `/admin/api/drafts/${draftId}/publish`, {
        session,
        body: { author: 'Benchmark' },
      })
      const lines = (await response.text()).split('\n').filter((line) => line.trim() !== '')
      const outcome = lines.map((line) => JSON.parse(line) as PublishEvent).find((event) => 'outcome' in event)
      if (!outcome) throw new Error(`The publish gave no outcome: ${lines.join('\n')}`)
      return outcome as Outcome
    },
  }
}
