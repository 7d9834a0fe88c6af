import { Type, type Static } from '@sinclair/typebox'

/** What a person may do: 'owner' everything, 'editor' the website and its history, 'inbox' the form requests and the visits. */
export const personRoleSchema = Type.Union([Type.Literal('owner'), Type.Literal('editor'), Type.Literal('inbox')])

export type PersonRole = Static<typeof personRoleSchema>

/** Someone who can log in to /admin, as the API returns them. */
export const personSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    email: Type.Optional(Type.String()),
    role: personRoleSchema,
    /** Whether this is the person asking. */
    isYou: Type.Boolean(),
    hasPassword: Type.Boolean(),
    /** When the last sign-in link was sent, in milliseconds since 1970. */
    linkSentAt: Type.Optional(Type.Number()),
  },
  { additionalProperties: false },
)

export type Person = Static<typeof personSchema>

/** The answer of POST /admin/api/session. */
export const adminSessionSchema = Type.Object(
  {
    csrfToken: Type.String(),
    isPasswordFromEnvironment: Type.Boolean(),
    person: personSchema,
    /** The business's time zone (business.timeZone in site.yaml): the admin shows every time in it. */
    timeZone: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
)

export type AdminSession = Static<typeof adminSessionSchema>
