import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DraftEditAnswer } from '../../model/admin-api.ts'
import type { EditOp } from '../../site-text/edit.ts'
import { editQueue, type EditQueueOptions } from './edit-queue.ts'

interface Sent {
  url: string
  body: { revision: number; edits: EditOp[] }
  answer(response: Response): void
  fail(): void
}

/** A fetch whose answers the test gives, one call at a time. */
function fakeServer() {
  const sent: Sent[] = []
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    return new Promise<Response>((resolve, reject) => {
      sent.push({
        url,
        body: JSON.parse(String(init.body)) as Sent['body'],
        answer: resolve,
        fail: () => reject(new TypeError('Failed to fetch')),
      })
    })
  })
  return sent
}

const check = { errors: [], warnings: [], ms: 1 }
const set = (value: string): EditOp => ({ op: 'set', path: ['business', 'name'], value })
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function queueWith(overrides: Partial<EditQueueOptions> = {}) {
  const answers: [DraftEditAnswer, string][] = []
  const refusals: string[] = []
  const unsentEdits: EditOp[][] = []
  const offline: boolean[] = []
  const queue = editQueue({
    draftId: 'abc',
    revision: 4,
    onAnswer: (answer, text) => answers.push([answer, text]),
    onRefused: (error, unsent) => {
      refusals.push(error.message)
      unsentEdits.push(unsent)
    },
    onOffline: (isOffline) => offline.push(isOffline),
    ...overrides,
  })
  return { queue, answers, refusals, unsentEdits, offline }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('the edit queue', () => {
  it('sends one request at a time: edits made meanwhile go together in the next, on the revision answered', async () => {
    const sent = fakeServer()
    const { queue, answers } = queueWith()
    queue.push(set('A'), 'text A')
    queue.push(set('B'), 'text B')
    queue.push(set('C'), 'text C')
    expect(sent).toHaveLength(1)
    expect(sent[0]!.url).toBe('/admin/api/drafts/abc/edits')
    expect(sent[0]!.body).toEqual({ revision: 4, edits: [set('A')] })
    expect(queue.hasUnsaved()).toBe(true)

    sent[0]!.answer(Response.json({ revision: 5, check }))
    await settle()
    expect(sent).toHaveLength(2)
    expect(sent[1]!.body).toEqual({ revision: 5, edits: [set('B'), set('C')] })
    sent[1]!.answer(Response.json({ revision: 6, check }))
    await settle()

    expect(sent).toHaveLength(2)
    expect(answers).toEqual([
      [{ revision: 5, check }, 'text A'],
      [{ revision: 6, check }, 'text C'],
    ])
    expect(queue.hasUnsaved()).toBe(false)
  })

  it('asks for a check of the text as it is with no edits', async () => {
    const sent = fakeServer()
    const { queue, answers } = queueWith()
    queue.check('the text')
    expect(sent[0]!.body).toEqual({ revision: 4, edits: [] })
    sent[0]!.answer(Response.json({ revision: 4, check }))
    await settle()
    expect(answers).toEqual([[{ revision: 4, check }, 'the text']])
  })

  it('stops when the server refuses, says so in its words, and hands back the edits it did not store', async () => {
    const sent = fakeServer()
    const { queue, refusals, unsentEdits } = queueWith()
    queue.push(set('A'), 'text A')
    queue.push(set('B'), 'text B')
    queue.push(set('C'), 'text C')
    sent[0]!.answer(Response.json({ error: 'You changed this in another window too.' }, { status: 409 }))
    await settle()
    queue.push(set('D'), 'text D')
    expect(refusals).toEqual(['You changed this in another window too.'])
    expect(unsentEdits).toEqual([[set('A'), set('B'), set('C')]])
    expect(sent).toHaveLength(1)
  })

  it('keeps the edits when the server cannot be reached, and sends them again a little later', async () => {
    vi.useFakeTimers()
    const sent = fakeServer()
    const { queue, offline } = queueWith()
    queue.push(set('A'), 'text A')
    sent[0]!.fail()
    await vi.advanceTimersByTimeAsync(0)
    queue.push(set('B'), 'text B')
    expect(offline).toEqual([true])
    expect(sent).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(3000)
    expect(sent).toHaveLength(2)
    expect(sent[1]!.body).toEqual({ revision: 4, edits: [set('A'), set('B')] })
    sent[1]!.answer(Response.json({ revision: 5, check }))
    await vi.advanceTimersByTimeAsync(0)
    expect(offline).toEqual([true, false])
    expect(queue.hasUnsaved()).toBe(false)
  })
})
