import { describe, expect, it } from 'vitest'
import type { DraftState } from '../../../src/model/admin-api.ts'
import { editorBench } from '../../testing/editor-stand-ins.ts'
import { serveForTests } from '../../testing/serve-for-tests.ts'
import { draftRoutes } from './draft-routes.ts'
import { draftStore } from './drafts.ts'

const bench = editorBench('alias-bomb')
const routes = serveForTests(bench, [draftRoutes])
const call = (path: string, body?: unknown) => routes.call(body === undefined ? 'GET' : 'POST', path, body)

/** Nine names for a list that names the one before nine times: nine to the ninth values once read. */
const aliasBomb = [
  'l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]',
  ...Array.from(
    { length: 8 },
    (_, level) => `l${level + 1}: &l${level + 1} [${Array(9).fill(`*l${level}`).join(', ')}]`,
  ),
].join('\n')

describe('a text edit holding a YAML alias bomb', () => {
  it.each([
    [
      'added at the end of the text',
      (text: string) => ({ op: 'splice', from: text.length, to: text.length, text: `\n${aliasBomb}\n` }),
    ],
    [
      'in place of the whole text',
      (text: string) => ({ op: 'splice', from: 0, to: text.length, text: `${aliasBomb}\n` }),
    ],
  ])(
    '%s is refused with a sentence, and the draft keeps its text',
    async (_, spliceFor) => {
      const draft = (await (await call('drafts', {})).json()) as DraftState
      const response = await call(`drafts/${draft.id}/edits`, {
        revision: draft.revision,
        edits: [spliceFor(draft.text)],
      })
      const answer = (await response.json()) as { error?: string }
      expect([response.status, answer.error]).toEqual([422, expect.stringMatching(/^[A-Z].*\.$/)])
      expect(answer.error).toMatch(/\*/)
      const kept = (await (await call(`drafts/${draft.id}`)).json()) as DraftState
      expect([kept.revision, kept.text]).toEqual([draft.revision, draft.text])
    },
    60_000,
  )
})

describe('a draft holding a YAML alias bomb, kept from before such edits were refused', () => {
  it('is refused with a sentence when it is combined with what was published since', async () => {
    const draft = (await (await call('drafts', {})).json()) as DraftState
    const stored = draftStore(bench.db).save(draft.id, draft.revision, `${draft.text}\n${aliasBomb}\n`)
    const live = bench.publisher.current()
    const published = await bench.publisher.publish(
      {
        text: live.text.replace(/^(\s*tagline:).*$/m, '$1 Published meanwhile'),
        baseVersion: live.version,
        author: 'Test',
      },
      () => {},
    )
    expect(published).toMatchObject({ ok: true })

    const rebase = await call(`drafts/${draft.id}/rebase`, { revision: stored?.revision, keep: [] })
    const answer = (await rebase.json()) as { error?: string }
    expect([rebase.status, answer.error]).toEqual([409, expect.stringMatching(/^Someone else published .*\.$/)])

    const publish = await call(`drafts/${draft.id}/publish`, {})
    const outcome = (await publish.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { message?: string })
      .at(-1)
    expect(outcome?.message).toMatch(/^Someone else published /)
  }, 60_000)
})
