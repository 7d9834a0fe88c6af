import { editorBench, renderStandIn } from '../../testing/editor-stand-ins.ts'
import { serveForTests } from '../../testing/serve-for-tests.ts'
import { readFileSync, writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { DraftEditAnswer, DraftState, PublishEvent } from '../../../src/model/admin-api.ts'
import type { EditOp } from '../../../src/site-text/edit.ts'
import { maxDraftBytes } from '../../work/site-work.ts'
import { draftRoutes } from './draft-routes.ts'
import { draftStore } from './drafts.ts'

/** Runs once during the next render, as someone else publishing meanwhile. */
let duringRender: (() => void) | undefined

/** The render stand-in, with someone else publishing first when the test asks for it. */
const render: typeof renderStandIn = async (input) => {
  duringRender?.()
  duringRender = undefined
  return renderStandIn(input)
}
const bench = editorBench('draft-routes', render)
const { siteFile, original } = bench

const routes = serveForTests(bench, [draftRoutes])

const { call } = routes

async function newDraft(): Promise<DraftState> {
  const response = await call('POST', 'drafts', {})
  expect(response.status).toBe(201)
  return (await response.json()) as DraftState
}

async function edit(draft: DraftState, revision: number, edits: EditOp[]) {
  const response = await call('POST', `drafts/${draft.id}/edits`, { revision, edits })
  return { status: response.status, answer: (await response.json()) as DraftEditAnswer & { error?: string } }
}

/** Publishes a draft and gives the outcome line of the answer. */
async function publish(draft: DraftState, author: string) {
  const response = await call('POST', `drafts/${draft.id}/publish`, { author })
  const events = (await response.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as PublishEvent)
  return events.find((event) => 'outcome' in event) as Extract<PublishEvent, { outcome: string }>
}

const officePhone: EditOp = { op: 'set', path: ['business', 'phones', 0, 'number'], value: '+254 711 222 333' }
const homeHeading: EditOp = { op: 'set', path: ['pages', '/', 'blocks', 0, 'heading'], value: 'Clean homes in Ruiru' }
const comments = (text: string) => text.split('\n').filter((line) => line.trimStart().startsWith('#'))

describe('drafts on the server', () => {
  it('starts a draft on the live text, with an unguessable id', async () => {
    const [one, two] = [await newDraft(), await newDraft()]
    expect(one).toMatchObject({ revision: 0, text: original, baseText: original })
    expect(one.id).toMatch(/^[\w-]{24}$/)
    expect(two.id).not.toBe(one.id)
    const read = await call('GET', `drafts/${one.id}`)
    expect(await read.json()).toEqual(one)
    expect((await call('GET', 'drafts/not-a-draft')).status).toBe(404)
  })

  it('applies edits, answers with the check, previews the draft and forgets it when discarded', async () => {
    const draft = await newDraft()
    const { status, answer } = await edit(draft, 0, [
      officePhone,
      { op: 'set', path: ['business', 'email'], value: 'not an address' },
    ])
    expect(status).toBe(200)
    expect(answer.revision).toBe(1)
    expect(answer.check?.errors.map((problem) => problem.message).join(' ')).toMatch(/email/i)
    const fixed = await edit(draft, 1, [{ op: 'set', path: ['business', 'email'], value: 'hello@example.com' }])
    expect(fixed.answer.check?.errors).toEqual([])

    const preview = await call('GET', `drafts/${draft.id}/preview?path=/contact`)
    expect(preview.status).toBe(200)
    expect(JSON.stringify(await preview.json())).toContain('+254 711 222 333')

    expect((await call('DELETE', `drafts/${draft.id}`)).status).toBe(204)
    expect((await call('GET', `drafts/${draft.id}`)).status).toBe(404)
  })

  it('refuses an edit on an old revision (409), one that cannot apply (422) and a text over the limit (413), storing nothing', async () => {
    const draft = await newDraft()
    await edit(draft, 0, [officePhone])
    const stale = await edit(draft, 0, [homeHeading])
    expect(stale.status).toBe(409)
    expect(stale.answer.error).toBe('You changed this in another window too. The newest changes are shown here.')

    const cannot = await edit(draft, 1, [homeHeading, { op: 'splice', from: 0, to: original.length * 2, text: '' }])
    expect(cannot.status).toBe(422)
    expect(cannot.answer.error).toMatch(/could not be applied/)

    const huge = await edit(draft, 1, [{ op: 'splice', from: 0, to: 0, text: `# ${'x'.repeat(maxDraftBytes)}\n` }])
    expect(huge.status).toBe(413)
    expect(huge.answer.error).toMatch(/larger than the editor can keep/)

    const kept = (await (await call('GET', `drafts/${draft.id}`)).json()) as DraftState
    expect(kept.revision).toBe(1)
    expect(kept.text).toContain("'+254 711 222 333'")
    expect(kept.text).not.toContain('Clean homes in Ruiru')
  })

  it('refuses edits it cannot read (400), saying which field is wrong, and an edit reaching too deep', async () => {
    const draft = await newDraft()
    const unreadable = await call('POST', `drafts/${draft.id}/edits`, {
      revision: '0',
      edits: [officePhone, { op: 'set', path: 'business.email', value: 'a@b.c' }, { op: 'rewrite' }],
    })
    expect([unreadable.status, await unreadable.json()]).toEqual([
      400,
      {
        error: 'The change could not be read. Reload the page and make it again.',
        errors: {
          revision: 'must be integer',
          'edits[1].path': 'must be array',
          'edits[2].op': 'value of tag "op" must be in oneOf',
        },
      },
    ])
    const deep = await edit(draft, 0, [{ op: 'set', path: Array(70).fill('a'), value: 1 }])
    expect([deep.status, deep.answer.error]).toEqual([400, expect.stringMatching(/more than 64 levels/)])
    const rebase = await call('POST', `drafts/${draft.id}/rebase`, { revision: 0, keep: [{ path: [], keep: 'ours' }] })
    expect([rebase.status, await rebase.json()]).toMatchObject([
      400,
      { errors: { 'keep[0].keep': expect.any(String) } },
    ])
    expect(((await (await call('GET', `drafts/${draft.id}`)).json()) as DraftState).revision).toBe(0)
  })

  it('publishes two drafts that changed different fields: the live site.yaml has both, comments kept', async () => {
    const live = readFileSync(siteFile, 'utf8')
    const [phone, heading] = [await newDraft(), await newDraft()]
    expect((await edit(phone, 0, [officePhone])).status).toBe(200)
    expect((await edit(heading, 0, [homeHeading])).status).toBe(200)

    expect(await publish(phone, 'Wanjiru')).toMatchObject({
      outcome: 'published',
      changed: ['business.phones[0].number'],
    })
    expect(await publish(heading, 'Njeri')).toMatchObject({
      outcome: 'published',
      changed: ['pages./.blocks[0].heading'],
    })

    const after = readFileSync(siteFile, 'utf8')
    expect(after).toContain("number: '+254 711 222 333'")
    expect(after).toContain('heading: Clean homes in Ruiru')
    expect(comments(after)).toEqual(comments(live))
    expect(after.split('\n')).toHaveLength(live.split('\n').length)

    const rebased = (await (await call('GET', `drafts/${heading.id}`)).json()) as DraftState
    expect(rebased).toMatchObject({ text: after, baseText: after })
  })

  it('merges again when someone publishes while the draft is being published', async () => {
    const draft = await newDraft()
    await edit(draft, 0, [{ op: 'set', path: ['business', 'email'], value: 'office@example.com' }])
    const theirs = readFileSync(siteFile, 'utf8').replace(
      '# yaml-language-server',
      '# Edited by hand\n# yaml-language-server',
    )
    duringRender = () => writeFileSync(siteFile, theirs)
    expect(await publish(draft, 'Wanjiru')).toMatchObject({ outcome: 'published', changed: ['business.email'] })
    expect(readFileSync(siteFile, 'utf8')).toBe(theirs.replace('email: info@example.com', 'email: office@example.com'))
  })

  it('keeps a change made to the draft in another window while it was being published', async () => {
    const draft = await newDraft()
    await edit(draft, 0, [{ op: 'set', path: ['business', 'tagline'], value: 'Cleaners you can trust.' }])
    const stored = draftStore(bench.db)
    const fumigation = ["'+254 700 000 003'", "'+254 755 000 003'"] as const
    duringRender = () => {
      const now = stored.get(draft.id)!
      stored.save(draft.id, now.revision, now.text.replace(...fumigation))
    }
    expect(await publish(draft, 'Wanjiru')).toMatchObject({ outcome: 'published', changed: ['business.tagline'] })
    const live = readFileSync(siteFile, 'utf8')
    expect(live).toContain('tagline: Cleaners you can trust.')
    expect(live).toContain(fumigation[0])

    const after = (await (await call('GET', `drafts/${draft.id}`)).json()) as DraftState
    expect(after).toMatchObject({ baseText: live, text: live.replace(...fumigation) })
  })

  it('refuses a draft whose field someone else changed since, naming the field and giving both values', async () => {
    const [mine, theirs] = [await newDraft(), await newDraft()]
    const at = ['business', 'phones', 1, 'number']
    await edit(mine, 0, [{ op: 'set', path: at, value: '+254 733 000 001' }])
    await edit(theirs, 0, [{ op: 'set', path: at, value: '+254 744 000 002' }])
    expect(await publish(theirs, 'Njeri')).toMatchObject({ outcome: 'published' })
    const before = readFileSync(siteFile, 'utf8')

    const outcome = await publish(mine, 'Wanjiru')
    expect(outcome).toMatchObject({
      outcome: 'refused',
      reason: 'conflict',
      conflicts: [{ path: at, mine: '+254 733 000 001', theirs: '+254 744 000 002' }],
    })
    if (outcome.outcome !== 'refused') throw new Error('published')
    expect(outcome.message).toMatch(/^Someone else changed the “Bookings” phone number since you started/)
    expect(readFileSync(siteFile, 'utf8')).toBe(before)

    const current = (await (await call('GET', `drafts/${mine.id}`)).json()) as DraftState
    const chosen = await call('POST', `drafts/${mine.id}/rebase`, {
      revision: current.revision,
      keep: [{ path: at, keep: 'mine' }],
    })
    expect(chosen.status).toBe(200)
    const rebased = (await chosen.json()) as DraftState
    expect(rebased).toMatchObject({ baseText: before, revision: current.revision + 1 })
    expect(await publish(rebased, 'Wanjiru')).toMatchObject({ outcome: 'published' })
    expect(readFileSync(siteFile, 'utf8')).toBe(before.replace("'+254 744 000 002'", "'+254 733 000 001'"))
  })
})
