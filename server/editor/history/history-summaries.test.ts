import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../storage/database.ts'
import type { EditorWork } from '../editor-work.ts'
import { historyWords } from './history-actions.ts'
import { historyStore } from './history.ts'
import { historySummaries } from './history-summaries.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'history-summaries-'))
const db = openDatabase(dataDir)
afterAll(() => {
  db.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('historySummaries', () => {
  it('describes every version once, newest first, in tasks of at most ten versions', async () => {
    const history = historyStore(db)
    for (let n = 0; n <= 25; n++)
      history.record({
        origin: 'editor',
        author: 'A',
        text: `business:\n  email: a${n}@example.com\n`,
        version: `v${n}`,
        changed: [],
      })
    const tasks: number[] = []
    const work = {
      run: async (name: string, input: { texts: (string | null)[] }) => {
        expect(name).toBe('historyWords')
        tasks.push(input.texts.length - 1)
        return historyWords(input)
      },
    } as unknown as EditorWork
    const summaries = historySummaries(history, work)
    const entries = history.list()
    await summaries.describe(entries, undefined)
    expect(tasks).toEqual([10, 10, 6])
    expect(entries.map((entry) => summaries.of(entry.id))).toEqual([
      ...Array<string>(25).fill('Changed the email address in the business details.'),
      'The website as it was first recorded.',
    ])
    await summaries.describe(entries, undefined)
    expect(tasks).toHaveLength(3)
  })
})
