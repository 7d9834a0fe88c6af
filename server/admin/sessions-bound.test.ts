import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { databasePerTest } from '../testing/database-per-test.ts'
import { maxSessionsPerPerson, sessionStore } from './auth.ts'

const data = databasePerTest('sessions-bound')
beforeEach(() => {
  data.db.prepare(`INSERT INTO people (id, name, role, created_at) VALUES ('editor', 'Editor', 'editor', 0)`).run()
})
afterEach(() => {
  vi.useRealTimers()
})

const fingerprintOf = () => 'fingerprint'
const sessionsOf = (personId: string) =>
  data.db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM sessions WHERE person_id = ?').get(personId)?.n

describe('sessions per person', () => {
  it('keeps at most the newest few of one person, ending the oldest, and leaves others alone', async () => {
    const sessions = sessionStore(data.db)
    const other = await sessions.create('owner', 'fingerprint')
    const tokens: string[] = []
    for (let login = 0; login < maxSessionsPerPerson + 5; login++)
      tokens.push((await sessions.create('editor', 'fingerprint')).token)

    expect(sessionsOf('editor')).toBe(maxSessionsPerPerson)
    const kept = tokens.filter((token) => sessions.find(token, fingerprintOf) !== undefined)
    expect(kept).toEqual(tokens.slice(-maxSessionsPerPerson))
    expect(sessions.find(other.token, fingerprintOf)?.personId).toBe('owner')
  })

  it('deletes expired sessions rather than keeping them', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const sessions = sessionStore(data.db)
    const start = Date.parse('2026-11-01T08:00:00Z')
    vi.setSystemTime(start)
    await sessions.create('owner', 'fingerprint')
    await sessions.create('editor', 'fingerprint')
    vi.setSystemTime(start + sessions.maxAgeSeconds * 1000 + 1)
    await sessions.create('editor', 'fingerprint')
    expect(sessionsOf('owner')).toBe(0)
    expect(sessionsOf('editor')).toBe(1)
  })
})
