import type { HistoryEntry } from './admin-api.ts'

/** A publish as History lists it: the entry, and what it changed in one sentence. */
export interface HistoryListEntry extends HistoryEntry {
  /** 'Changed the “Office” phone number; added the post “How to…”.' */
  summary: string
  /** False for the oldest version, which has nothing before it to go back to. */
  canUndo: boolean
  /** On the oldest version kept, when older ones were removed to keep History within its size bound. */
  olderRemoved?: true
}

/** A page (by its address) or a blog post (by its web address) of some version of the site. */
export interface HistoryItemRef {
  kind: 'page' | 'post'
  key: string
}

/** A page or post of an older version that differs from the website now, so it can be brought back. */
export interface BringBackItem extends HistoryItemRef {
  /** 'the page “About us”', 'the post “How to…”'. */
  name: string
  /** changed: the website has it, changed since; removed: the website no longer has it. */
  state: 'changed' | 'removed'
}

/** What undoing a publish, or bringing back a page or post, would do to the website now. */
export interface HistoryPlan {
  /** The live version the plan was made on: doing it must name it, so nothing unseen is changed. */
  version: string
  /** What the website would see change, one plain sentence each; empty when nothing would change. */
  changes: string[]
  /**
   * Work published later in the same places, one plain sentence each. When there is any, `changes`
   * include replacing it, and doing it must say so (`replaceLater`).
   */
  laterWork: string[]
  /** Why it cannot be done at all, in one sentence. */
  refusal?: string
}
