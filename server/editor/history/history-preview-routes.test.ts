import { editorBench } from '../../testing/editor-stand-ins.ts'
import { serveForTests } from '../../testing/serve-for-tests.ts'
import { describe, expect, it } from 'vitest'
import type { DraftState, PublishEvent } from '../../../src/model/admin-api.ts'
import type { RouteData, ShellData } from '../../../src/model/site-data.ts'
import type { EditOp } from '../../../src/site-text/edit.ts'
import { draftRoutes } from '../drafts/draft-routes.ts'
import { historyPreviewRoutes } from './history-preview-routes.ts'

const bench = editorBench('history-preview')
const served = serveForTests(bench, [draftRoutes, historyPreviewRoutes])

const { call } = served

/** Publishes one edit through a draft, as the editor does, and answers the new history entry's id. */
async function publishEdit(edit: EditOp): Promise<number> {
  const draft = (await (await call('POST', 'drafts', {})).json()) as DraftState
  expect((await call('POST', `drafts/${draft.id}/edits`, { revision: 0, edits: [edit] })).status).toBe(200)
  const lines = (await (await call('POST', `drafts/${draft.id}/publish`, { author: 'Wanjiru' })).text()).trim()
  const outcome = JSON.parse(lines.split('\n').at(-1)!) as Extract<PublishEvent, { outcome: string }>
  if (outcome.outcome !== 'published') throw new Error(outcome.message)
  return outcome.id!
}

type Drawn = { path: string; shell: ShellData; route: RouteData | null }
const blockHeadings = (route: RouteData | null) =>
  route?.kind === 'page' ? route.page.blocks.map((block) => ('heading' in block ? block.heading : undefined)) : []

describe('See the page as it will be', () => {
  let headingId = 0
  let postId = 0

  it('draws the page an undo touches from the text it would publish, while the website stays as it is', async () => {
    const before = bench.publisher.current().text
    headingId = await publishEdit({
      op: 'set',
      path: ['pages', '/about', 'blocks', 0, 'heading'],
      value: 'Who we are now',
    })
    await publishEdit({ op: 'set', path: ['business', 'phones', 0, 'number'], value: '+254 711 222 333' })
    const live = bench.publisher.current().text

    const response = await call('GET', `history/${headingId}/undo/preview`)
    expect(response.status).toBe(200)
    const drawn = (await response.json()) as Drawn
    expect(drawn.path).toBe('/about')
    expect(blockHeadings(drawn.route)[0]).toBe('About Us')
    expect(JSON.stringify(drawn.shell)).toContain('+254 711 222 333')
    expect(bench.publisher.current().text).toBe(live)
    expect(live).not.toBe(before)

    const home = (await (await call('GET', `history/${headingId}/undo/preview?path=/`)).json()) as Drawn
    expect(home.path).toBe('/')
    expect(home.route?.kind).toBe('page')
  })

  it('draws a removed post as bringing it back would show it', async () => {
    postId = await publishEdit({ op: 'remove', path: ['blog', 'posts', 0] })
    const before = bench.publisher.current().text
    const key = 'carpet-care-dry-season-nairobi'
    const response = await call('GET', `history/${headingId}/bring-back/preview?kind=post&key=${key}`)
    expect(response.status).toBe(200)
    const drawn = (await response.json()) as Drawn
    expect(drawn.path).toBe(`/blog/${key}`)
    expect(drawn.route).not.toBeNull()
    expect(JSON.stringify(drawn.route)).toContain('How to Keep Your Carpets Clean')
    expect(bench.publisher.current().text).toBe(before)
  })

  it('answers what it cannot draw with a sentence and a 4xx', async () => {
    const cases: [string, number, RegExp][] = [
      ['history/999999/undo/preview', 404, /no such version/],
      ['history/1/undo/preview', 409, /first version/],
      [`history/${postId}/undo/preview?path=about`, 400, /could not be read/],
      [`history/${postId}/bring-back/preview?kind=shop&key=x`, 400, /could not be read/],
      [`history/${postId}/bring-back/preview?kind=page&key=/nowhere`, 409, /not in this version/],
    ]
    for (const [path, status, message] of cases) {
      const response = await call('GET', path)
      expect([path, response.status]).toEqual([path, status])
      expect(((await response.json()) as { error: string }).error).toMatch(message)
    }
    expect((await fetch(`${served.base}/admin/api/history/${postId}/undo/preview`)).status).toBe(401)
  })
})
