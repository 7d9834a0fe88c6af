import type { Db } from '../../storage/database.ts'
import type { EditorWork } from '../editor-work.ts'
import type { Publisher } from '../publish/publisher.ts'

/** Which of these uploads' file names a text in use names: the live site's or any draft's. */
export type UploadsInUse = (names: string[]) => Promise<Set<string>>

export interface UploadsInUseOptions {
  publisher: Pick<Publisher, 'current'>
  /** Holds the drafts. */
  db: Db
  /** Reads the texts, off the thread that answers visitors. */
  work: EditorWork
}

/** Passes over texts that changed during the one before; texts still changing after these keep every picture. */
const maxPasses = 5

const live = 'live'

/**
 * Reads the live text and every draft in the pool, one text at a time. A text saved while they are
 * read is read again, so that the answer holds for the texts as they are when it is given: a removal
 * that follows it at once cannot take a picture a draft has just started to use.
 */
export function uploadsInUse({ publisher, db, work }: UploadsInUseOptions): UploadsInUse {
  const listDrafts = db.prepare<[], { id: string; revision: number }>('SELECT id, revision FROM drafts')
  const readDraft = db.prepare<[string], { revision: number; text: string }>(
    'SELECT revision, text FROM drafts WHERE id = ?',
  )

  /** Each text in use with a stamp that changes whenever the text does; the live text comes with its own. */
  function textsNow(): { stamps: Map<string, string>; liveText: string } {
    const { text, version } = publisher.current()
    const drafts = listDrafts.all().map(({ id, revision }): [string, string] => [`draft ${id}`, String(revision)])
    return { stamps: new Map([[live, version], ...drafts]), liveText: text }
  }

  /** The text behind `key` with its stamp, or undefined for a draft removed since it was listed. */
  function read(key: string, liveText: string, liveStamp: string): { text: string; stamp: string } | undefined {
    if (key === live) return { text: liveText, stamp: liveStamp }
    const row = readDraft.get(key.slice('draft '.length))
    return row && { text: row.text, stamp: String(row.revision) }
  }

  return async (names) => {
    const used = new Set<string>()
    const readStamps = new Map<string, string>()
    for (let pass = 0; pass < maxPasses; pass++) {
      const now = textsNow()
      const changed = [...now.stamps].filter(([key, stamp]) => readStamps.get(key) !== stamp).map(([key]) => key)
      if (changed.length === 0) return used
      for (const key of changed) {
        const unfound = names.filter((name) => !used.has(name))
        if (unfound.length === 0) return used
        const found = read(key, now.liveText, now.stamps.get(live)!)
        if (!found) continue
        readStamps.set(key, found.stamp)
        for (const name of await work.run('uploadsNamedIn', { text: found.text, names: unfound })) used.add(name)
      }
    }
    return new Set(names)
  }
}
