import { describe, expect, it } from 'vitest'
import type { DraftEditAnswer, DraftState } from '../../../src/model/admin-api.ts'
import { editorBench } from '../../testing/editor-stand-ins.ts'
import { serveForTests } from '../../testing/serve-for-tests.ts'
import { WorkRefused } from '../../work/site-work.ts'
import { draftRoutes } from './draft-routes.ts'

// An edit is made and its text checked in one task of the pool. When that task is stopped (a check over
// the time limit), the edit is still kept, and the answer says why there is no check.
const bench = editorBench('edit-check-refused')
const tasksRun: string[] = []
const work: typeof bench.work = {
  run(name, input) {
    tasksRun.push(name)
    if (name === 'editAndCheck') return Promise.reject(new WorkRefused('This took the server too long.'))
    return bench.work.run(name, input)
  },
  close: () => bench.work.close(),
}

const routes = serveForTests({ ...bench, work }, [draftRoutes])

const call = (path: string, body?: unknown) => routes.call(body === undefined ? 'GET' : 'POST', path, body)

describe('an edit whose check is stopped', () => {
  it('is kept, with the reason there is no check', async () => {
    const draft = (await (await call('drafts', {})).json()) as DraftState
    const edits = [{ op: 'set', path: ['business', 'tagline'], value: 'Spotless, every time' }]
    const response = await call(`drafts/${draft.id}/edits`, { revision: draft.revision, edits })
    expect(response.status).toBe(200)
    const answer = (await response.json()) as DraftEditAnswer
    expect(answer).toEqual({ revision: draft.revision + 1, checkRefused: 'This took the server too long.' })
    expect(tasksRun).toEqual(['editAndCheck', 'edit'])
    const stored = (await (await call(`drafts/${draft.id}`)).json()) as DraftState
    expect(stored.text).toContain('tagline: Spotless, every time')
    expect(stored.text.length).toBeGreaterThan(bench.original.length - 100)
  }, 60_000)
})
