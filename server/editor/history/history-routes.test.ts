import { editorBench, renderStandIn, tokenGuard } from '../../testing/editor-stand-ins.ts'
import { serveForTests } from '../../testing/serve-for-tests.ts'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { DraftState, PublishEvent } from '../../../src/model/admin-api.ts'
import type { BringBackItem, HistoryListEntry, HistoryPlan } from '../../../src/model/history-api.ts'
import type { EditOp } from '../../../src/site-text/edit.ts'
import { draftRoutes } from '../drafts/draft-routes.ts'
import { historyRoutes } from './history-routes.ts'

const render = renderStandIn
const guard = tokenGuard
const bench = editorBench('history-routes', render)
const { siteFile } = bench

const served = serveForTests(bench, [draftRoutes, historyRoutes], { guard })

const { call } = served

const json = async <T>(method: string, path: string, body?: unknown) =>
  (await (await call(method, path, body)).json()) as T

/** The outcome line of a streamed publish. */
async function outcomeOf(response: Response) {
  expect(response.status).toBe(200)
  const events = (await response.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as PublishEvent)
  expect(events.map((event) => ('step' in event ? event.step : 'outcome'))).toEqual([
    'checking',
    'building',
    'switching',
    'recording',
    'done',
    'outcome',
  ])
  return events.at(-1) as Extract<PublishEvent, { outcome: string }>
}

/** Publishes one edit through a draft, as the editor does. */
async function publishEdit(edit: EditOp, author: string) {
  const draft = await json<DraftState>('POST', 'drafts', {})
  expect((await call('POST', `drafts/${draft.id}/edits`, { revision: 0, edits: [edit] })).status).toBe(200)
  return outcomeOf(await call('POST', `drafts/${draft.id}/publish`, { author }))
}

const live = () => readFileSync(siteFile, 'utf8')
const officePhone = ['business', 'phones', 0, 'number']
const homeHeading = ['pages', '/', 'blocks', 0, 'heading']

describe('History over HTTP', () => {
  let phoneId = 0

  it('lists each publish in words, who did it, and which can be undone', async () => {
    const published = await publishEdit({ op: 'set', path: officePhone, value: '+254 711 222 333' }, 'Wanjiru')
    if (published.outcome !== 'published') throw new Error(published.message)
    phoneId = published.id!
    await publishEdit({ op: 'set', path: homeHeading, value: 'Clean homes in Ruiru' }, 'Njeri')
    const list = await json<HistoryListEntry[]>('GET', 'history')
    expect(list.map(({ author, summary, canUndo }) => ({ author, summary, canUndo }))).toEqual([
      {
        author: 'Njeri',
        summary: 'Changed the heading of the section “Clean homes in Ruiru” on the home page.',
        canUndo: true,
      },
      { author: 'Wanjiru', summary: 'Changed the “Office” phone number.', canUndo: true },
      { author: '', summary: 'The website as it was first recorded.', canUndo: false },
    ])
  })

  it('previews and undoes an older publish while the later one stays, and the undo can be undone', async () => {
    const plan = await json<HistoryPlan>('GET', `history/${phoneId}/undo`)
    expect(plan).toMatchObject({
      changes: ['The “Office” phone number: “+254 711 222 333” becomes “+254 700 000 001”.'],
      laterWork: [],
    })
    expect(plan.refusal).toBeUndefined()
    const undone = await outcomeOf(
      await call('POST', `history/${phoneId}/undo`, { author: 'Wanjiru', version: plan.version }),
    )
    expect(undone).toMatchObject({ outcome: 'published', changed: ['business.phones[0].number'] })
    expect(live()).toContain("number: '+254 700 000 001'")
    expect(live()).toContain('heading: Clean homes in Ruiru')

    const [newest] = await json<HistoryListEntry[]>('GET', 'history')
    expect(newest).toMatchObject({ author: 'Wanjiru', summary: 'Changed the “Office” phone number.' })
    const again = await json<HistoryPlan>('GET', `history/${newest!.id}/undo`)
    await outcomeOf(await call('POST', `history/${newest!.id}/undo`, { author: 'Njeri', version: again.version }))
    expect(live()).toContain("number: '+254 711 222 333'")
    expect(live()).toContain('heading: Clean homes in Ruiru')
  })

  it('names later work in the same place, and replaces it only when told to', async () => {
    await publishEdit({ op: 'set', path: officePhone, value: '+254 799 888 777' }, 'Peter')
    const plan = await json<HistoryPlan>('GET', `history/${phoneId}/undo`)
    expect(plan.laterWork).toEqual(['The “Office” phone number was changed again later, to “+254 799 888 777”.'])
    const before = live()
    const refused = await call('POST', `history/${phoneId}/undo`, { author: 'Wanjiru', version: plan.version })
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Later changes were made in the same places/)
    expect(live()).toBe(before)
    await outcomeOf(
      await call('POST', `history/${phoneId}/undo`, { author: 'Wanjiru', version: plan.version, replaceLater: true }),
    )
    expect(live()).toContain("number: '+254 700 000 001'")
  })

  it('brings back one removed post as it was, leaving the rest', async () => {
    const [withPost] = await json<HistoryListEntry[]>('GET', 'history')
    await publishEdit({ op: 'remove', path: ['blog', 'posts', 0] }, 'Peter')
    const items = await json<BringBackItem[]>('GET', `history/${withPost!.id}/items`)
    const post = items.find((item) => item.kind === 'post')!
    expect(post).toMatchObject({ key: 'carpet-care-dry-season-nairobi', state: 'removed' })
    const query = `kind=post&key=${encodeURIComponent(post.key)}`
    const plan = await json<HistoryPlan>('GET', `history/${withPost!.id}/bring-back?${query}`)
    expect(plan.changes).toEqual([expect.stringMatching(/^The post “How to Keep Your Carpets Clean.*” comes back\.$/)])
    const body = { author: 'Njeri', version: plan.version, kind: 'post', key: post.key }
    await outcomeOf(await call('POST', `history/${withPost!.id}/bring-back`, body))
    expect(live()).toContain('slug: carpet-care-dry-season-nairobi')
    expect(live()).toContain('heading: Clean homes in Ruiru')
  })

  it('answers bad requests with a sentence and a 4xx, changing nothing', async () => {
    const before = live()
    const { version } = await json<HistoryPlan>('GET', `history/${phoneId}/undo`)
    const cases: [string, string, unknown, number, RegExp][] = [
      ['GET', 'history/999999/undo', undefined, 404, /no such version/],
      ['GET', 'history/abc', undefined, 404, /no such version/],
      ['POST', `history/${phoneId}/undo`, { version }, 400, /Write your name/],
      ['POST', `history/${phoneId}/undo`, { author: 'A' }, 400, /could not be read/],
      ['POST', `history/${phoneId}/undo`, { author: 'A', version, replaceLater: 'yes' }, 400, /could not be read/],
      ['POST', `history/${phoneId}/undo`, { author: 'A', version: 'old' }, 409, /changed since you looked/],
      ['POST', `history/${phoneId}/bring-back`, { author: 'A', version, kind: 'shop', key: 'x' }, 400, /could not/],
      ['GET', `history/${phoneId}/bring-back?kind=page`, undefined, 400, /could not be read/],
      ['GET', 'history/1/undo', undefined, 409, /first version/],
    ]
    for (const [method, path, body, status, message] of cases) {
      const response = await call(method, path, body)
      expect([path, response.status]).toEqual([path, status])
      expect(((await response.json()) as { error: string }).error).toMatch(message)
    }
    const broken = await fetch(`${served.base}/admin/api/history/${phoneId}/undo`, {
      method: 'POST',
      headers: { 'x-csrf-token': 'test', 'content-type': 'application/json' },
      body: '{"author": ',
    })
    expect(broken.status).toBe(400)
    const [newest] = await json<HistoryListEntry[]>('GET', 'history')
    const same = { author: 'A', version, kind: 'page', key: '/' }
    const nothing = await call('POST', `history/${newest!.id}/bring-back`, same)
    expect(nothing.status).toBe(409)
    expect(((await nothing.json()) as { error: string }).error).toMatch(/already shows this/)
    expect(live()).toBe(before)
  })
})
