import { Type, type Static } from '@sinclair/typebox'
import { personRoleSchema, personSchema } from './person.ts'

/** The answer of GET /admin/api/people (owner only). */
export const peopleListSchema = Type.Object(
  {
    people: Type.Array(personSchema),
    /** Whether mail is set up, so that a sign-in link can be emailed. */
    canSendLinks: Type.Boolean(),
  },
  { additionalProperties: false },
)

export type PeopleList = Static<typeof peopleListSchema>

/** The answer of POST /admin/api/people/:id/link-to-send: a new one-time sign-in link for the owner to send them. */
export const signInLinkToSendSchema = Type.Object(
  {
    link: Type.String(),
    /** The person, who now has this link (and no earlier one). */
    person: personSchema,
  },
  { additionalProperties: false },
)

export type SignInLinkToSend = Static<typeof signInLinkToSendSchema>

/** Someone new, as the owner's form sends them: a starting password, or `sendLink` with an email. */
export const newPersonSchema = Type.Object({
  name: Type.String(),
  email: Type.Optional(Type.String()),
  role: personRoleSchema,
  password: Type.Optional(Type.String()),
  sendLink: Type.Optional(Type.Boolean()),
})

export type NewPerson = Static<typeof newPersonSchema>

/** What POST /admin/api/people/:id takes: the details to change, the others staying as they are. */
export type PersonChange = Partial<Pick<NewPerson, 'name' | 'email' | 'role'>>

/**
 * What POST /admin/api/people and /admin/api/people/:id read: the fields of a new person, each of its
 * own type, but any of them missing and the kind of access any text, so that the server can say in the
 * owner's words which box is empty or wrong (a 422) rather than refuse the request as unreadable.
 */
export const personDetailsSchema = Type.Partial(Type.Object({ ...newPersonSchema.properties, role: Type.String() }))

export type PersonDetailsAsWritten = Static<typeof personDetailsSchema>

/** What POST /admin/api/people/:id/password takes: the person's new starting password. */
export const startingPasswordSchema = Type.Object({ password: Type.String() })

export type StartingPassword = Static<typeof startingPasswordSchema>

/** The address of one person. */
export const personAddressSchema = Type.Object({ id: Type.String() })
