import { Type, type Static } from '@sinclair/typebox'
import type { FieldKind } from '../../forms/schema.ts'

/** One stored form submission: what the server keeps and the inbox lists. */
export const submissionSchema = Type.Object(
  {
    id: Type.String(),
    form: Type.String(),
    data: Type.Record(Type.String(), Type.String()),
    /** When it was received, in milliseconds since 1970. */
    createdAt: Type.Number(),
    handledAt: Type.Union([Type.Number(), Type.Null()]),
    /** The name of who marked it handled, when it is handled and that was recorded. */
    handledBy: Type.Optional(Type.String()),
    /** The name of the page it was sent from ("Repairs", "Home"), when the browser said so and the site has it. */
    sentFrom: Type.Optional(Type.String()),
    /** Where that visit came from ("Google", or directSource for none), when the visit was counted. */
    cameFrom: Type.Optional(Type.String()),
    /** The language of the page it was sent from ("sw-KE"), when that was recorded. */
    language: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
)

export type Submission = Static<typeof submissionSchema>

/** How full the inbox is: the requests it holds, the most it keeps (null for no limit), and whether to warn. */
export const inboxRoomSchema = Type.Object(
  {
    stored: Type.Integer(),
    limit: Type.Union([Type.Integer(), Type.Null()]),
    /** True from 80 % of the limit: the Inbox screen says how many more fit and what to do. */
    isNearlyFull: Type.Boolean(),
  },
  { additionalProperties: false },
)

export type InboxRoom = Static<typeof inboxRoomSchema>

/** The answer of GET /admin/api/submissions: a page of submissions, newest first, and how full the inbox is. */
export const inboxPageSchema = Type.Object(
  { items: Type.Array(submissionSchema), hasMore: Type.Boolean(), room: inboxRoomSchema },
  { additionalProperties: false },
)

export type InboxPage = Static<typeof inboxPageSchema>

/** What GET /admin/api/submissions takes: one form's submissions only, and those received before a time. */
export const inboxPageQuerySchema = Type.Object({
  /** A form's id; an id the site does not have lists every form's. */
  form: Type.Optional(Type.String()),
  /** The `createdAt` of the last submission already shown, for the page after it. */
  before: Type.Optional(Type.Integer({ minimum: 1 })),
})

/** The answer of DELETE /admin/api/submissions/:id: the room left. */
export const requestRemovedSchema = Type.Object({ room: inboxRoomSchema }, { additionalProperties: false })

export type RequestRemoved = Static<typeof requestRemovedSchema>

/** The answer of POST /admin/api/submissions/remove-handled: how many were removed, and the room left. */
export const handledRemovedSchema = Type.Object(
  { removed: Type.Integer(), room: inboxRoomSchema },
  { additionalProperties: false },
)

export type HandledRemoved = Static<typeof handledRemovedSchema>

/** What POST /admin/api/submissions/:id/handled takes: whether it is now handled. */
export const handledMarkSchema = Type.Object({ handled: Type.Boolean() })

/** One choice of a list field: what the visitor saw, and what the form sent. */
export const inboxChoiceSchema = Type.Object(
  { label: Type.String(), value: Type.String() },
  { additionalProperties: false },
)

// src/model takes only types from the forms; the site's check holds each kind to the list of kinds.
const fieldKindSchema = Type.Unsafe<FieldKind>(Type.String())

/** A form as the inbox words its requests: its title and each field's label, kind and, for a list, its choices. */
export const inboxFormSchema = Type.Object(
  {
    title: Type.String(),
    fields: Type.Array(
      Type.Object(
        {
          name: Type.String(),
          label: Type.String(),
          kind: fieldKindSchema,
          options: Type.Optional(Type.Array(inboxChoiceSchema)),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
)

/** The answer of GET /admin/api/forms: each form of the site, by its id. */
export const inboxFormsSchema = Type.Record(Type.String(), inboxFormSchema)

export type InboxForms = Static<typeof inboxFormsSchema>

/** A notification the outbox gave up on. */
export const failedDeliverySchema = Type.Object(
  {
    id: Type.Integer(),
    submissionId: Type.String(),
    form: Type.String(),
    channel: Type.String(),
    attempts: Type.Integer(),
    lastError: Type.Union([Type.String(), Type.Null()]),
    /** When the outbox gave up, in milliseconds since 1970. */
    gaveUpAt: Type.Number(),
  },
  { additionalProperties: false },
)

export type FailedDelivery = Static<typeof failedDeliverySchema>
