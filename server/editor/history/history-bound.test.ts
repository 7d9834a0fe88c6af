import { beforeEach, describe, expect, it } from 'vitest'
import { databasePerTest } from '../../testing/database-per-test.ts'
import { keepWholeTexts, maxHistoryBytes } from './history-bounds.ts'
import { historyStore, type HistoryStore } from './history.ts'

const data = databasePerTest('history-bound')
let history: HistoryStore
beforeEach(() => {
  history = historyStore(data.db)
})

/** A site.yaml-like text of about `bytes`, its lines numbered from `seed`. */
const siteText = (bytes: number, seed: number) => {
  const line = (n: number) =>
    `  - heading: Carpet cleaning in Nairobi, room ${n}, seed ${(n * 7_919 + seed) % 104_729}\n`
  const lines: string[] = ['pages:\n']
  for (let n = 0, size = 0; size < bytes; n++) {
    lines.push(line(n))
    size += lines.at(-1)!.length
  }
  return lines.join('')
}
const publish = (text: string, version: string) =>
  history.record({ origin: 'editor', author: 'Wanjiku', text, version, changed: [] })
const storedBytes = () =>
  data.db
    .prepare<[], { n: number }>(
      "SELECT sum(length(CAST(text AS BLOB)) + length(CAST(coalesce(patch, '') AS BLOB))) AS n FROM publishes",
    )
    .get()?.n ?? 0

describe('History’s storage', () => {
  it('keeps whole texts for the latest publishes and differences before them, every version still readable', () => {
    const base = siteText(400_000, 1)
    const texts = Array.from({ length: 10 }, (_, n) =>
      base.replace(`room ${n * 10},`, `room ${n * 10} (changed in version ${n}),`).concat(`footer: version ${n}\n`),
    )
    const ids = texts.map((text, n) => publish(text, `v${n}`))

    const whole = data.db.prepare<[], { n: number }>("SELECT count(*) AS n FROM publishes WHERE text <> ''").get()?.n
    expect(whole).toBe(keepWholeTexts)
    expect(storedBytes()).toBeLessThan(keepWholeTexts * base.length + 100_000)
    ids.forEach((id, n) => expect(history.get(id)?.text).toBe(texts[n]))
    expect(history.previous(ids[4])?.text).toBe(texts[3])
    expect(history.previous()?.text).toBe(texts[9])
    expect(history.hasRemovedOlder()).toBe(false)
  })

  it('turns the whole texts stored before these bounds into differences at the next publish', () => {
    const texts = Array.from({ length: 6 }, (_, n) => `pages:\n  home:\n    heading: Version ${n}\n`)
    const stored = data.db.prepare(
      "INSERT INTO publishes (created_at, origin, author, text, version, changed, bytes) VALUES (0, 'disk', '', ?, ?, '[]', ?)",
    )
    const ids = texts.map((text, n) => Number(stored.run(text, `old-${n}`, text.length).lastInsertRowid))
    const next = publish('pages: {}\n', 'new')

    const whole = data.db.prepare<[], { id: number }>('SELECT id FROM publishes WHERE patch IS NULL ORDER BY id').all()
    expect(whole.map((row) => row.id)).toEqual([...ids.slice(-(keepWholeTexts - 1)), next])
    ids.forEach((id, n) => expect(history.get(id)?.text).toBe(texts[n]))
  })

  it('drops the oldest versions beyond its size bound and says so', () => {
    const size = 7_800_000
    const ids: number[] = []
    const texts: string[] = []
    for (let n = 0; n < 8; n++) {
      texts.push(siteText(size, n * 1_000))
      ids.push(publish(texts[n]!, `v${n}`))
    }

    expect(storedBytes()).toBeLessThanOrEqual(maxHistoryBytes)
    const kept = history.list().map((entry) => entry.id)
    expect(kept[0]).toBe(ids.at(-1))
    expect(kept.length).toBeGreaterThanOrEqual(keepWholeTexts)
    expect(kept.length).toBeLessThan(8)
    expect(history.get(ids[0]!)).toBeUndefined()
    for (const id of kept) expect(history.get(id)?.text).toBe(texts[ids.indexOf(id)])
    expect(history.hasRemovedOlder()).toBe(true)
  }, 120_000)
})
