import type { Db } from '../../storage/database.ts'
import { applyDelta, textDelta, type TextDelta } from './text-delta.ts'

interface Stored {
  id: number
  text: string
  patch: string | null
}

/** The bytes a version's row takes in History's size bound. */
export const bytesOf = (...texts: (string | null)[]) =>
  texts.reduce((sum, text) => sum + (text === null ? 0 : Buffer.byteLength(text)), 0)

/**
 * The texts of History's versions as the publishes table keeps them: a row holds its whole text, or
 * (`patch`) the difference that turns the next newer version's text into its own.
 */
export function versionTexts(db: Db) {
  const fromId = db.prepare<[number], Stored>('SELECT id, text, patch FROM publishes WHERE id >= ? ORDER BY id')
  const wholeBeyond = db.prepare<[number], { id: number }>(
    'SELECT id FROM publishes WHERE patch IS NULL ORDER BY id DESC LIMIT -1 OFFSET ?',
  )
  const whole = db.prepare<[number], { text: string; changed: string }>(
    'SELECT text, changed FROM publishes WHERE id = ?',
  )
  const nextAfter = db.prepare<[number], { id: number }>('SELECT id FROM publishes WHERE id > ? ORDER BY id LIMIT 1')
  const toPatch = db.prepare("UPDATE publishes SET text = '', patch = ?, bytes = ? WHERE id = ?")
  // Lists read versions newest first, so the last text read is usually where the next one starts.
  let last: { id: number; text: string } | undefined

  /** The text of version `id`, or undefined when there is no such version. */
  const textOf = (id: number): string | undefined => {
    if (last?.id === id) return last.text
    const patches: string[] = []
    let text: string | undefined
    for (const row of fromId.iterate(id)) {
      if (patches.length === 0 && row.id !== id) return undefined
      if (last && row.id === last.id) text = last.text
      else if (row.patch === null) text = row.text
      if (text !== undefined) break
      patches.push(row.patch!)
    }
    if (text === undefined) return undefined
    for (const patch of patches.reverse()) text = applyDelta(text, JSON.parse(patch) as TextDelta)
    last = { id, text }
    return text
  }

  return {
    textOf,
    /**
     * Keeps whole the texts of the newest `keep` versions; each older one becomes the difference from
     * the version after it (about as large as its text when the two have little in common).
     */
    keepWhole(keep: number): void {
      // One text read at a time: after an upgrade every older version is still whole.
      for (const { id } of wholeBeyond.all(keep)) {
        const next = nextAfter.get(id)
        const nextText = next && textOf(next.id)
        const row = whole.get(id)
        if (nextText === undefined || !row) continue
        const patch = JSON.stringify(textDelta(nextText, row.text))
        toPatch.run(patch, bytesOf(patch, row.changed), id)
        last = { id, text: row.text }
      }
    },
  }
}
