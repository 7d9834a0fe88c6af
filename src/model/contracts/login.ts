import { Type, type Static } from '@sinclair/typebox'

/** What POST /admin/api/login takes: the name or email (none for the owner who has neither) and the password. */
export const loginSchema = Type.Object({
  name: Type.Optional(Type.String()),
  password: Type.String(),
})

export type Login = Static<typeof loginSchema>

/** What POST /admin/api/sign-in-link takes: the link's token and the password the person chose. */
export const signInLinkUseSchema = Type.Object({
  /** Any value: one that is not a token is refused like a used link, in the same words, so none tells more. */
  token: Type.Unknown(),
  password: Type.String(),
})

export type SignInLinkUse = Static<typeof signInLinkUseSchema>

/** The answer of a call that opened a session (a login, or a sign-in link used): its CSRF token. */
export const sessionOpenedSchema = Type.Object({ csrfToken: Type.String() }, { additionalProperties: false })

export type SessionOpened = Static<typeof sessionOpenedSchema>

/** What POST /admin/api/password takes: the current password, and the new one. */
export const passwordChangeSchema = Type.Object({
  current: Type.String(),
  next: Type.String(),
})

export type PasswordChange = Static<typeof passwordChangeSchema>
