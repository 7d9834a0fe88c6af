import { describe, expect, it } from 'vitest'
import type { DraftState } from '../../../src/model/admin-api.ts'
import { maxEditDepth, tooDeepSentence } from '../../../src/site-text/edit-depth.ts'
import { editorBench } from '../../testing/editor-stand-ins.ts'
import { serveForTests } from '../../testing/serve-for-tests.ts'
import { draftRoutes } from './draft-routes.ts'

const bench = editorBench('deep-edits')
const routes = serveForTests(bench, [draftRoutes])

/** Sends the edits to a new draft: the answer's status, its sentence and how long it took. */
async function sendEdits(edits: unknown[]) {
  const draft = (await (await routes.call('POST', 'drafts', {})).json()) as DraftState
  const started = performance.now()
  const response = await routes.call('POST', `drafts/${draft.id}/edits`, { revision: 0, edits })
  const { error } = (await response.json()) as { error?: string }
  return { status: response.status, error, ms: performance.now() - started }
}

const nested = (levels: number) => {
  let value: unknown = 'Sparkle'
  for (let level = 0; level < levels; level++) value = { inner: value }
  return value
}

describe('an edit that reaches deeper than the text can go', () => {
  it('is refused with a sentence, at once, when its place is 5,000 keys deep', async () => {
    const answer = await sendEdits([{ op: 'set', path: ['business', ...Array<string>(4999).fill('k')], value: 'x' }])
    expect(answer).toMatchObject({ status: 400, error: tooDeepSentence })
    expect(answer.ms).toBeLessThan(1000)
  })

  it('is refused with a sentence when the value it puts there is nested 3,000 deep', async () => {
    for (const op of ['set', 'insert'])
      expect(await sendEdits([{ op, path: ['services'], index: 0, value: nested(3000) }])).toMatchObject({
        status: 400,
        error: tooDeepSentence,
      })
  })

  it('counts the place and the value together, and lets through a change that fits', async () => {
    const place = ['business', 'extra']
    const fits = await sendEdits([{ op: 'set', path: place, value: nested(maxEditDepth - place.length) }])
    expect(fits.status).toBe(200)
    const over = await sendEdits([{ op: 'set', path: place, value: nested(maxEditDepth - place.length + 1) }])
    expect(over).toMatchObject({ status: 400, error: tooDeepSentence })
  })
})
