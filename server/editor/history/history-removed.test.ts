import { describe, expect, it } from 'vitest'
import type { DraftState, HistoryDetail, PublishEvent } from '../../../src/model/admin-api.ts'
import type { HistoryListEntry, HistoryPlan } from '../../../src/model/history-api.ts'
import type { EditOp } from '../../../src/site-text/edit.ts'
import { editorBench, renderStandIn, tokenGuard } from '../../testing/editor-stand-ins.ts'
import { serveForTests } from '../../testing/serve-for-tests.ts'
import { draftRoutes } from '../drafts/draft-routes.ts'
import { keepWholeTexts } from './history-bounds.ts'
import { historyMessages } from './history-messages.ts'
import { historyRoutes } from './history-routes.ts'

const bench = editorBench('history-removed', renderStandIn)
const { call } = serveForTests(bench, [draftRoutes, historyRoutes], { guard: tokenGuard })
const json = async <T>(method: string, path: string, body?: unknown) =>
  (await (await call(method, path, body)).json()) as T

async function publishEdit(edit: EditOp, author: string) {
  const draft = await json<DraftState>('POST', 'drafts', {})
  expect((await call('POST', `drafts/${draft.id}/edits`, { revision: 0, edits: [edit] })).status).toBe(200)
  const lines = (await (await call('POST', `drafts/${draft.id}/publish`, { author })).text()).split('\n')
  const outcome = JSON.parse(lines.filter(Boolean).at(-1)!) as Extract<PublishEvent, { outcome: string }>
  if (outcome.outcome !== 'published') throw new Error(outcome.message)
  return outcome.id!
}
const officePhone = ['business', 'phones', 0, 'number']

describe('History with its older versions removed', () => {
  it('says so, and still shows, compares and undoes the versions kept as differences', async () => {
    const phones = ['+254 711 000 001', '+254 711 000 002', '+254 711 000 003', '+254 711 000 004', '+254 711 000 005']
    const ids: number[] = []
    for (const phone of phones) ids.push(await publishEdit({ op: 'set', path: officePhone, value: phone }, 'Njeri'))
    const list = await json<HistoryListEntry[]>('GET', 'history')
    expect(list.at(-1)?.olderRemoved).toBeUndefined()

    // What the store does past its size bound: the oldest go, and the oldest kept says so.
    bench.db.prepare('DELETE FROM publishes WHERE id < ?').run(ids[0])
    bench.db.prepare('UPDATE publishes SET older_removed = 1 WHERE id = ?').run(ids[0])
    const trimmed = await json<HistoryListEntry[]>('GET', 'history')
    expect(trimmed.map((entry) => entry.id)).toEqual([...ids].reverse())
    expect(trimmed.at(-1)).toMatchObject({ id: ids[0], canUndo: false, olderRemoved: true })
    const first = await call('GET', `history/${ids[0]}/undo`)
    expect(first.status).toBe(409)
    expect(((await first.json()) as { error: string }).error).toBe(historyMessages.olderRemoved)

    const stored = bench.db.prepare<[number], { patch: string | null }>('SELECT patch FROM publishes WHERE id = ?')
    expect(stored.get(ids[1]!)?.patch).not.toBeNull()
    expect(ids.length - 1).toBeGreaterThan(keepWholeTexts)
    const detail = await json<HistoryDetail>('GET', `history/${ids[1]}`)
    expect(detail.text).toContain(`number: '${phones[1]}'`)
    expect(detail.diff.flatMap((part) => ('lines' in part && part.kind !== 'same' ? part.lines : []))).toEqual([
      `      number: '${phones[0]}'`,
      `      number: '${phones[1]}'`,
    ])
    const plan = await json<HistoryPlan>('GET', `history/${ids[1]}/undo`)
    expect(plan.laterWork).toHaveLength(1)
    const undo = await call('POST', `history/${ids[1]}/undo`, {
      author: 'Njeri',
      version: plan.version,
      replaceLater: true,
    })
    expect(undo.status).toBe(200)
    expect(await undo.text()).toContain('"outcome":"published"')
  })
})
