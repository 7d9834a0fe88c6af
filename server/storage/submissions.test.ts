import { afterEach, describe, expect, it, vi } from 'vitest'
import { settingsFromEnv } from '../receiver/settings.ts'
import { databasePerTest } from '../testing/database-per-test.ts'
import { submissionStore } from './submissions.ts'

const data = databasePerTest('submissions')
afterEach(() => {
  vi.useRealTimers()
})

const channels = () => ['email', 'webhook']
const rowsOf = (table: string) => data.db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM ${table}`).get()!.n

/** Saves and says what came of it: the outcome, or the status and sentence of a refusal. */
async function outcomeOf(promise: Promise<{ outcome: string }>): Promise<string> {
  try {
    return (await promise).outcome
  } catch (error) {
    const { statusCode, message } = error as { statusCode?: number; message: string }
    return `${statusCode ?? 'thrown'}: ${message}`
  }
}

describe('what one visitor address may store', () => {
  it('keeps 21 addresses from filling an inbox of 200, so a real request is still stored', async () => {
    const { maxSubmissions, requestsPerAddressPerDay } = settingsFromEnv({ MAX_SUBMISSIONS: '200' })
    const store = submissionStore(data.db, channels, maxSubmissions, { requestsPerAddressPerDay })
    const outcomes: string[] = []
    for (let address = 1; address <= 21; address++)
      for (let post = 0; post < 10; post++)
        outcomes.push(
          await outcomeOf(store.save('contact', { name: `Bot ${post}` }, undefined, `203.0.113.${address}`)),
        )

    expect(await outcomeOf(store.save('contact', { name: 'Amina' }, undefined, '198.51.100.7'))).toBe('stored')
    expect(store.count()).toBeLessThan(200 / 2)
    const refusals = outcomes.filter((outcome) => outcome !== 'stored')
    expect(refusals.length).toBeGreaterThan(0)
    expect(new Set(refusals)).toEqual(new Set([expect.stringMatching(/^429: [A-Z][^/{}]+\.$/)]))
  })

  it('lets one address store as many as it is allowed per day, and another address more', async () => {
    const large = submissionStore(data.db, channels, 100_000, { requestsPerAddressPerDay: 3 })
    const outcomes = []
    for (let post = 0; post < 4; post++)
      outcomes.push(await outcomeOf(large.save('contact', { name: 'Amina' }, undefined, '198.51.100.7')))
    expect(outcomes.map((outcome) => outcome.slice(0, 3))).toEqual(['sto', 'sto', 'sto', '429'])
    expect(await outcomeOf(large.save('contact', { name: 'Baraka' }, undefined, '198.51.100.8'))).toBe('stored')
  })

  it('forgets an address a day after it stored, and keeps no address for longer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.UTC(2026, 10, 1, 8))
    const store = submissionStore(data.db, channels, 100, { requestsPerAddressPerDay: 1 })
    expect(await outcomeOf(store.save('contact', { name: 'Amina' }, undefined, '198.51.100.7'))).toBe('stored')
    vi.setSystemTime(Date.UTC(2026, 10, 2, 7, 59))
    expect(await outcomeOf(store.save('contact', { name: 'Amina' }, undefined, '198.51.100.7'))).toMatch(/^429/)
    vi.setSystemTime(Date.UTC(2026, 10, 2, 8, 1))
    expect(await outcomeOf(store.save('contact', { name: 'Amina' }, undefined, '198.51.100.8'))).toBe('stored')
    expect(data.db.prepare('SELECT address FROM submission_senders').pluck().all()).toEqual(['198.51.100.8'])
    expect(await outcomeOf(store.save('contact', { name: 'Amina' }, undefined, '198.51.100.7'))).toBe('stored')
  })

  it('stores a resend with the same key once, without counting it again', async () => {
    const store = submissionStore(data.db, channels, 100, { requestsPerAddressPerDay: 1 })
    const first = await store.save('contact', { name: 'Amina' }, 'key-12345678', '198.51.100.7')
    const again = await store.save('contact', { name: 'Amina' }, 'key-12345678', '198.51.100.7')
    expect(again).toEqual({ outcome: 'repeated', id: (first as { id: string }).id })
  })
})

describe('removing requests', () => {
  it('removes one request with its notifications, and the limit counts it gone', async () => {
    const store = submissionStore(data.db, channels, 2)
    const first = await store.save('contact', { name: 'Amina' })
    await store.save('contact', { name: 'Baraka' })
    expect(await outcomeOf(store.save('contact', { name: 'Chebet' }))).toBe('full')

    const id = (first as { id: string }).id
    expect((await store.remove(id))?.data).toEqual({ name: 'Amina' })
    expect(store.get(id)).toBeUndefined()
    expect(data.db.prepare('SELECT count(*) FROM outbox WHERE submission_id = ?').pluck().get(id)).toBe(0)
    expect(rowsOf('outbox')).toBe(2)
    expect(await store.remove(id)).toBeUndefined()
    expect(await outcomeOf(store.save('contact', { name: 'Chebet' }))).toBe('stored')
  })

  it('removes in one step the handled requests received before a time, and only those', async () => {
    const store = submissionStore(data.db, channels)
    const ids: string[] = []
    for (const name of ['Old handled', 'Old new', 'Recent handled'])
      ids.push(((await store.save('contact', { name })) as { id: string }).id)
    const [oldHandled, oldNew, recentHandled] = ids as [string, string, string]
    data.db.prepare('UPDATE submissions SET created_at = ? WHERE id IN (?, ?)').run(1_000, oldHandled, oldNew)
    await store.setHandled(oldHandled, true, 'Otieno')
    await store.setHandled(recentHandled, true, 'Otieno')

    expect(await store.removeHandled(2_000)).toBe(1)
    expect(store.list().map((submission) => submission.data.name)).toEqual(['Recent handled', 'Old new'])
    expect(rowsOf('outbox')).toBe(4)
    expect(store.room()).toEqual({ stored: 2, limit: null, isNearlyFull: false })
  })
})

describe('the warning before the inbox is full', () => {
  it('says in the log once as 80 % and once as 95 % are reached, and again after removals made room', async () => {
    const lines: string[] = []
    const store = submissionStore(data.db, channels, 20, { log: (line) => lines.push(line) })
    const ids: string[] = []
    for (let n = 0; n < 15; n++) ids.push(((await store.save('contact', { name: `N${n}` })) as { id: string }).id)
    expect(lines).toEqual([])
    expect(store.room()).toEqual({ stored: 15, limit: 20, isNearlyFull: false })

    await store.save('contact', { name: 'N16' })
    expect(store.room()).toEqual({ stored: 16, limit: 20, isNearlyFull: true })
    for (let n = 0; n < 3; n++) await store.save('contact', { name: 'more' })
    expect(lines).toEqual([
      expect.stringMatching(/16 of the 20 .* 4 more fit/),
      expect.stringMatching(/19 of the 20 .* 1 more fit/),
    ])

    for (const id of ids.slice(0, 10)) await store.remove(id)
    expect(store.room().isNearlyFull).toBe(false)
    for (let n = 0; n < 7; n++) await store.save('contact', { name: 'again' })
    expect(lines).toHaveLength(3)
    expect(lines[2]).toMatch(/16 of the 20/)
  })
})
