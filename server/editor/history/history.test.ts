import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../storage/database.ts'
import { historyStore } from './history.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'history-'))
const db = openDatabase(dataDir)
afterAll(() => {
  db.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('historyStore', () => {
  const history = historyStore(db)
  const first = history.record({
    origin: 'disk',
    author: '',
    text: 'a: 1\n',
    version: 'v1',
    changed: [],
    createdAt: 1_000,
  })
  const second = history.record({
    origin: 'editor',
    author: 'Wanjiku',
    text: 'a: 2\n',
    version: 'v2',
    changed: ['a'],
  })

  it('lists versions newest first, without their text', () => {
    history.setCommit(second, 'abc123')
    const entries = history.list()
    expect(entries.map((entry) => entry.id)).toEqual([second, first])
    expect(entries[0]).toMatchObject({ origin: 'editor', author: 'Wanjiku', version: 'v2', changed: ['a'] })
    expect(entries[0]?.commit).toBe('abc123')
    expect(entries[1]).toEqual({ id: first, createdAt: 1_000, origin: 'disk', author: '', version: 'v1', changed: [] })
    expect(entries[0]?.createdAt).toBeGreaterThan(1_000)
    expect(history.list(1)).toHaveLength(1)
  })

  it('gives one version with its text, and the one before it', () => {
    expect(history.get(second)?.text).toBe('a: 2\n')
    expect(history.get(second + 100)).toBeUndefined()
    expect(history.previous(second)).toMatchObject({ id: first, text: 'a: 1\n' })
    expect(history.previous(first)).toBeUndefined()
    expect(history.previous()?.id).toBe(second)
  })

  it('survives reopening the database: migration 002 runs once', () => {
    const again = openDatabase(dataDir)
    expect(historyStore(again).list().length).toBe(2)
    expect(again.prepare("SELECT count(*) AS n FROM migrations WHERE name = '002-publishes'").get()).toEqual({ n: 1 })
    again.close()
  })
})
