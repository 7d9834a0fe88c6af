import type { EditorWork } from '../editor-work.ts'
import type { HistoryEntry, HistoryStore } from './history.ts'

/** Versions said in words by one task: their texts cross to a worker thread together. */
const perTask = 10
/** A History list stops describing versions after this long; the rest are described on the next load. */
const budgetMs = 3_000

/**
 * What each version changed, in one sentence (see changeSummary), worked out in the worker pool and
 * kept: a version never changes. Newest first, so the versions people look at first are described
 * first; a large site with a long history is described over several loads rather than in one slow one.
 */
export function historySummaries(history: HistoryStore, work: EditorWork) {
  const summaries = new Map<number, string>()
  const textOf = (entry: HistoryEntry | undefined) => (entry ? (history.get(entry.id)?.text ?? null) : null)

  return {
    /** The sentence for a version, or '' when it has not been worked out yet. */
    of: (id: number) => summaries.get(id) ?? '',

    /** Works out the missing sentences of `entries` (newest first); `beforeOldest` is the version before the last. */
    async describe(entries: HistoryEntry[], beforeOldest: HistoryEntry | undefined): Promise<void> {
      const started = Date.now()
      let index = entries.findIndex((entry) => !summaries.has(entry.id))
      while (index >= 0 && index < entries.length && Date.now() - started < budgetMs) {
        let end = index
        while (end + 1 < entries.length && end + 1 - index < perTask && !summaries.has(entries[end + 1]!.id)) end++
        // Oldest first: the version before the run, then the run's versions.
        const run = entries.slice(index, end + 1).reverse()
        const before = textOf(entries[end + 1] ?? beforeOldest)
        const found = await work.run('historyWords', { texts: [before, ...run.map((entry) => textOf(entry) ?? '')] })
        found.forEach((summary, at) => summaries.set(run[at]!.id, summary))
        index = entries.findIndex((entry, at) => at > end && !summaries.has(entry.id))
      }
    },
  }
}
