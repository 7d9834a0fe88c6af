import { parse } from 'yaml'
import { changedPaths } from '../changed-paths.ts'
import type { Db } from '../../storage/database.ts'
import { giveSpaceBack } from '../../storage/give-space-back.ts'
import type { HistoryStore } from '../history/history.ts'
import type { SiteText } from '../site-source.ts'

/** The data of a site.yaml text; undefined when it is no readable YAML. */
export function siteData(text: string): unknown {
  try {
    return parse(text, { maxAliasCount: 100, uniqueKeys: false })
  } catch {
    return undefined
  }
}

export interface PublishRecord {
  /** site.yaml as it was on disk before the publish, and when it was last written. */
  replaced: SiteText & { modifiedAt: number }
  published: SiteText
  author: string
  changed: string[]
}

/**
 * Records a publish. When the replaced version is not the newest one in the history (an edit outside
 * the editor, or the first publish), it is recorded first, so every version that was live can be
 * diffed against its neighbour and restored.
 */
export function recordPublish(db: Db, history: HistoryStore, record: PublishRecord): number {
  const { replaced, published } = record
  const id = db.transaction(() => {
    const newest = history.previous()
    if (newest?.version !== replaced.version) {
      history.record({
        origin: 'disk',
        author: '',
        text: replaced.text,
        version: replaced.version,
        changed: newest ? changedPaths(siteData(newest.text), siteData(replaced.text)) : [],
        createdAt: replaced.modifiedAt,
      })
    }
    return history.record({
      origin: 'editor',
      author: record.author,
      text: published.text,
      version: published.version,
      changed: record.changed,
    })
  })()
  // Older versions may have become differences, or gone past History's size bound.
  giveSpaceBack(db)
  return id
}
