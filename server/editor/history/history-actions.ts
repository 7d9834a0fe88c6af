import { isDeepStrictEqual } from 'node:util'
import { isRecord } from '../../../src/model/is-record.ts'
import type { BringBackItem, HistoryItemRef } from '../../../src/model/history-api.ts'
import { applyEdit } from '../../../src/site-text/edit.ts'
import type { PathSegment } from '../../../src/model/data-path.ts'
import { itemName } from '../../../src/model/words/item-name.ts'
import { placeWords, pageWords, quoted } from '../place-words.ts'
import { changePreview, changeSummary } from './history-words.ts'
import { mergeDraft, type Conflict } from '../drafts/merge-draft.ts'
import { siteData } from '../publish/record-publish.ts'
import { capitalised } from '../../../src/model/words/capitalised.ts'

/** A change to the live text worked out, or why it cannot be made; `changes` and `laterWork` as in HistoryPlan. */
export type ActionOutcome =
  | { ok: true; text: string; changes: string[]; laterWork: string[] }
  | { ok: false; refusal: string; laterWork: string[]; changes?: string[] }

export interface UndoInput {
  /** The text that publish put live. */
  afterText: string
  /** The text it replaced. */
  beforeText: string
  /** The text live now. */
  liveText: string
  /** Whether later work in the same places may be replaced. */
  replaceLater?: boolean
}

const tangled =
  'These changes cannot be taken back on their own any more: later changes are mixed in with them. Bring back a page or post instead.'
const notInVersion = 'That page or post is not in this version.'
const unreadable = 'This version cannot be read any more, so it cannot be brought back.'

const shortValue = (value: unknown) =>
  typeof value === 'string' && value.length <= 80 && !value.includes('\n')
    ? `“${value}”`
    : typeof value === 'number'
      ? String(value)
      : undefined

/** A place someone changed again after the publish, in words: what it reads now. */
function laterWorkLine({ path, theirs }: Conflict, live: unknown, after: unknown): string {
  if (theirs === undefined) return `${capitalised(placeWords(path, after))} was taken away later.`
  const now = shortValue(theirs)
  return `${capitalised(placeWords(path, live))} was changed again later${now ? `, to ${now}` : ''}.`
}

/**
 * Takes back one publish's changes on the text live now: its inverse (from the text it put live
 * back to the text it replaced) merged onto the live text, so later publishes stay. Places changed
 * again since are later work: they block the undo unless `replaceLater`, which puts them back too.
 */
export function undoPublish({ afterText, beforeText, liveText, replaceLater = false }: UndoInput): ActionOutcome {
  const merge = (keep: Conflict[] = []) =>
    mergeDraft({
      baseText: afterText,
      draftText: beforeText,
      liveText,
      keep: keep.map(({ path }) => ({ path, keep: 'mine' as const })),
    })
  const first = merge()
  if (first.ok) return done(liveText, first.text, [])
  if (first.conflicts.length === 0) return { ok: false, refusal: tangled, laterWork: [] }
  const live = siteData(liveText)
  const after = siteData(afterText)
  const laterWork = first.conflicts.map((conflict) => laterWorkLine(conflict, live, after))
  const replaced = merge(first.conflicts)
  if (!replaced.ok) return { ok: false, refusal: tangled, laterWork }
  if (!replaceLater) return { ok: false, refusal: laterWorkRefusal, laterWork, ...preview(liveText, replaced.text) }
  return done(liveText, replaced.text, laterWork)
}

/** Said when later work blocks an undo that was not told to replace it. */
export const laterWorkRefusal =
  'Later changes were made in the same places. Undoing replaces them too, so say that is what you want.'

function preview(liveText: string, text: string) {
  return { changes: changePreview(siteData(liveText), siteData(text)) }
}

function done(liveText: string, text: string, laterWork: string[]): ActionOutcome {
  return { ok: true, text, laterWork, ...preview(liveText, text) }
}

/** Where a page or post is in the data, or undefined when that version has none. */
function locate(data: unknown, { kind, key }: HistoryItemRef): PathSegment[] | undefined {
  if (!isRecord(data)) return undefined
  if (kind === 'page') return isRecord(data.pages) && Object.hasOwn(data.pages, key) ? ['pages', key] : undefined
  const posts = isRecord(data.blog) && Array.isArray(data.blog.posts) ? (data.blog.posts as unknown[]) : []
  const index = posts.findIndex((post) => isRecord(post) && post.slug === key)
  return index < 0 ? undefined : ['blog', 'posts', index]
}

function valueAt(data: unknown, path: readonly PathSegment[]): unknown {
  return path.reduce<unknown>(
    (current, segment) =>
      isRecord(current) || Array.isArray(current) ? (current as Record<PathSegment, unknown>)[segment] : undefined,
    data,
  )
}

/** The pages and posts of a version that the website now shows differently, or no longer has. */
export function historyItems({ versionText, liveText }: { versionText: string; liveText: string }): BringBackItem[] {
  const version = siteData(versionText)
  const live = siteData(liveText)
  if (!isRecord(version)) return []
  const refs: HistoryItemRef[] = [
    ...Object.keys(isRecord(version.pages) ? version.pages : {}).map((key) => ({ kind: 'page' as const, key })),
    ...(isRecord(version.blog) && Array.isArray(version.blog.posts) ? version.blog.posts : [])
      .map((post: unknown) => (isRecord(post) && typeof post.slug === 'string' ? post.slug : undefined))
      .filter((slug): slug is string => slug !== undefined)
      .map((key) => ({ kind: 'post' as const, key })),
  ]
  return refs.flatMap((ref): BringBackItem[] => {
    const old = locate(version, ref)!
    const now = locate(live, ref)
    const value = valueAt(version, old)
    if (now && isDeepStrictEqual(value, valueAt(live, now))) return []
    const title = itemName(value)
    const name = ref.kind === 'page' ? pageWords(ref.key, title) : `the post ${title ? quoted(title) : ref.key}`
    return [{ ...ref, name, state: now ? 'changed' : 'removed' }]
  })
}

/**
 * Brings one page or post back as it was in a version, onto the text live now: only the fields
 * that differ are written, so the rest of its text (and every other part) stays as it is.
 */
export function bringBack({
  versionText,
  liveText,
  item,
}: {
  versionText: string
  liveText: string
  item: HistoryItemRef
}): ActionOutcome {
  const version = siteData(versionText)
  const live = siteData(liveText)
  const old = locate(version, item)
  if (!old) return { ok: false, refusal: notInVersion, laterWork: [] }
  const value = valueAt(version, old)
  const now = locate(live, item)
  let whole: string
  try {
    if (now) whole = applyEdit(liveText, { op: 'set', path: now, value })
    else if (item.kind === 'page') whole = applyEdit(liveText, { op: 'set', path: old, value })
    else {
      const posts = valueAt(live, ['blog', 'posts'])
      const index = Math.min(old[2] as number, Array.isArray(posts) ? posts.length : 0)
      whole = applyEdit(liveText, { op: 'insert', path: ['blog', 'posts'], index, value })
    }
  } catch {
    return { ok: false, refusal: unreadable, laterWork: [] }
  }
  // Merged onto the live text as one person's draft, only what differs is written.
  const merged = mergeDraft({ baseText: liveText, draftText: whole, liveText })
  return done(liveText, merged.ok ? merged.text : whole, [])
}

/**
 * One sentence per version after the first of `texts` (oldest first): what it changed from the one
 * before (see changeSummary). A first text of null stands for no version before.
 */
export function historyWords({ texts }: { texts: (string | null)[] }): string[] {
  const data = texts.map((text) => (text === null ? null : siteData(text)))
  return data
    .slice(1)
    .map((after, index) => (data[index] === null ? firstVersion : changeSummary(data[index], after ?? undefined)))
}

const firstVersion = 'The website as it was first recorded.'
