import { Type, type Static } from '@sinclair/typebox'
import { diffPartSchema } from './diff-part.ts'
import { draftPreviewSchema } from './draft-preview.ts'
import { publishRequestSchema } from './publish-step.ts'

/**
 * One version of site.yaml that went live. `origin` is 'editor' for a publish from /admin, and 'disk'
 * for a version found on disk when publishing over it (an edit outside the editor, a git pull, or the
 * file as it was before the first publish), so that every diff between neighbours is true.
 */
export const historyEntrySchema = Type.Object(
  {
    id: Type.Integer(),
    createdAt: Type.Number(),
    origin: Type.Union([Type.Literal('editor'), Type.Literal('disk')]),
    /** Who published it; empty for a version found on disk. */
    author: Type.String(),
    /** sha256 of the text, as the server's readSiteText gives it. */
    version: Type.String(),
    /** Readable paths of what changed since the version before, such as business.phones[0].number. */
    changed: Type.Array(Type.String()),
    commit: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
)

export type HistoryEntry = Static<typeof historyEntrySchema>

/** The answer of GET /admin/api/history/:id: the version, its text, and its diff against the one before. */
export const historyDetailSchema = Type.Object(
  {
    entry: historyEntrySchema,
    text: Type.String(),
    /** Against the version published before it. */
    diff: Type.Array(diffPartSchema),
  },
  { additionalProperties: false },
)

export type HistoryDetail = Static<typeof historyDetailSchema>

/** A publish as History lists it: the entry, and what it changed in one sentence. */
export const historyListEntrySchema = Type.Object(
  {
    ...historyEntrySchema.properties,
    /** 'Changed the “Office” phone number; added the post “How to…”.' */
    summary: Type.String(),
    /** False for the oldest version, which has nothing before it to go back to. */
    canUndo: Type.Boolean(),
    /** On the oldest version kept, when older ones were removed to keep History within its size bound. */
    olderRemoved: Type.Optional(Type.Literal(true)),
  },
  { additionalProperties: false },
)

export type HistoryListEntry = Static<typeof historyListEntrySchema>

/** A page (by its address) or a blog post (by its web address) of some version of the site. */
export const historyItemRefSchema = Type.Object({
  kind: Type.Union([Type.Literal('page'), Type.Literal('post')]),
  key: Type.String({ minLength: 1, maxLength: 300 }),
})

export type HistoryItemRef = Static<typeof historyItemRefSchema>

/** A page or post of an older version that differs from the website now, so it can be brought back. */
export const bringBackItemSchema = Type.Object(
  {
    ...historyItemRefSchema.properties,
    /** 'the page “About us”', 'the post “How to…”'. */
    name: Type.String(),
    /** changed: the website has it, changed since; removed: the website no longer has it. */
    state: Type.Union([Type.Literal('changed'), Type.Literal('removed')]),
  },
  { additionalProperties: false },
)

export type BringBackItem = Static<typeof bringBackItemSchema>

/** What undoing a publish, or bringing back a page or post, would do to the website now. */
export const historyPlanSchema = Type.Object(
  {
    /** The live version the plan was made on: doing it must name it, so nothing unseen is changed. */
    version: Type.String(),
    /** What the website would see change, one plain sentence each; empty when nothing would change. */
    changes: Type.Array(Type.String()),
    /**
     * Work published later in the same places, one plain sentence each. When there is any, `changes`
     * include replacing it, and doing it must say so (`replaceLater`).
     */
    laterWork: Type.Array(Type.String()),
    /** Why it cannot be done at all, in one sentence. */
    refusal: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
)

export type HistoryPlan = Static<typeof historyPlanSchema>

/** What undoing a publish takes: the live version the plan was shown on, and whether to replace later work. */
export const historyActionSchema = Type.Object({
  version: Type.String(),
  replaceLater: Type.Optional(Type.Boolean()),
  ...publishRequestSchema.properties,
})

/** What bringing back a page or post takes: as undoing, and which one. */
export const bringBackActionSchema = Type.Object({
  ...historyActionSchema.properties,
  ...historyItemRefSchema.properties,
})

/**
 * The answer of GET /admin/api/history/:id/undo/preview and …/bring-back/preview: a page of the website
 * as the undo or bring-back would publish it, drawn as the draft preview is, with its address.
 */
export const historyPreviewSchema = Type.Object(
  { ...draftPreviewSchema.properties, path: Type.String() },
  { additionalProperties: false },
)

export type HistoryPreview = Static<typeof historyPreviewSchema>
