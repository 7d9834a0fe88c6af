import { Type, type Static } from '@sinclair/typebox'
import { draftProblemSchema } from './draft-problem.ts'
import { draftConflictSchema } from './draft-conflict.ts'

/** The steps of a publish, in the order they run: the answer names each as it starts. */
export const publishStepSchema = Type.Union([
  Type.Literal('checking'),
  Type.Literal('building'),
  Type.Literal('switching'),
  Type.Literal('recording'),
  Type.Literal('done'),
])

export type PublishStep = Static<typeof publishStepSchema>

/** What a publish takes: who publishes, only where no one is signed in (the stand-ins of some tests). */
export const publishRequestSchema = Type.Object({ author: Type.Optional(Type.String()) })

/** A step of a publish as it starts, with what it is doing when there is more to say. */
const stepLineSchema = Type.Object(
  { step: publishStepSchema, detail: Type.Optional(Type.String()) },
  { additionalProperties: false },
)

/** A publish that went live. */
export const publishedLineSchema = Type.Object(
  {
    outcome: Type.Literal('published'),
    /** The history entry; absent only when it could not be written (see `warnings`). */
    id: Type.Optional(Type.Integer()),
    /** The new version of site.yaml. */
    version: Type.String(),
    changed: Type.Array(Type.String()),
    /**
     * The address of the page to open to see the change: the one page changed, the page with the
     * business details for a change to them, else the home page.
     */
    page: Type.Optional(Type.String()),
    /** Pages drawn afresh, and pages taken unchanged from the site it replaced. */
    pages: Type.Optional(Type.Object({ drawn: Type.Integer(), kept: Type.Integer() }, { additionalProperties: false })),
    commit: Type.Optional(Type.String()),
    /** What went wrong after the site went live (history, git); the publish itself stands. */
    warnings: Type.Array(Type.String()),
  },
  { additionalProperties: false },
)

/** A publish that did not go live, and why. */
export const refusedLineSchema = Type.Object(
  {
    outcome: Type.Literal('refused'),
    /**
     * conflict: someone else changed the same places; invalid: the check found mistakes (`problems`);
     * build-failed: the build stopped; switch-failed: built, but not switched to; busy: another publish runs.
     */
    reason: Type.Union([
      Type.Literal('conflict'),
      Type.Literal('invalid'),
      Type.Literal('build-failed'),
      Type.Literal('switch-failed'),
      Type.Literal('busy'),
    ]),
    message: Type.String(),
    problems: Type.Optional(Type.Array(draftProblemSchema)),
    /** For a conflict: the places someone else changed too, with both values. */
    conflicts: Type.Optional(Type.Array(draftConflictSchema)),
  },
  { additionalProperties: false },
)

/**
 * One line of the answer of a publish, an undo or a bring-back (a stream of JSON lines): each step as
 * it starts, then the outcome.
 */
export const publishEventSchema = Type.Union([stepLineSchema, publishedLineSchema, refusedLineSchema])

export type PublishEvent = Static<typeof publishEventSchema>

/** The last line of a publish's answer: what came of it. */
export type PublishOutcomeEvent = Static<typeof publishedLineSchema> | Static<typeof refusedLineSchema>
