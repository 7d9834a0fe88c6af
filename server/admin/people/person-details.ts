import type { PersonDetailsAsWritten } from '../../../src/model/contracts/people.ts'
import { oneLine } from '../../security/one-line.ts'
import { passwordProblem } from './password-rules.ts'
import { peopleMessages as messages } from './people-messages.ts'
import { loginKey, type PersonRecord } from './people.ts'
import { isPersonRole, type PersonRole } from '../roles.ts'

export interface PersonDetails {
  name: string
  email?: string
  role: PersonRole
  /** The starting password; absent when a sign-in link is to be sent instead (new people only). */
  password?: string
}

type Field = 'name' | 'email' | 'role' | 'password'

export type DetailsCheck = ({ ok: true } & PersonDetails) | { ok: false; errors: Partial<Record<Field, string>> }

const maxNameLength = 80
const emailShape = /^[^\s@<>,;"]+@[^\s@<>,;".]+(\.[^\s@<>,;".]+)+$/

const textOf = (value: string | undefined) =>
  oneLine(value ?? '')
    .normalize('NFC')
    .trim()

/**
 * A person's details as the owner wrote them, checked: a name no one else has, an email address no
 * one else has (optional unless a sign-in link is to be sent), a kind of access, and for someone new
 * either a starting password or `sendLink` (only when mail is set up). Each problem is one sentence.
 */
export function personDetails(
  body: PersonDetailsAsWritten,
  others: readonly PersonRecord[],
  { isNew, canSendLinks }: { isNew: boolean; canSendLinks: boolean },
): DetailsCheck {
  const errors: Partial<Record<Field, string>> = {}
  const name = textOf(body.name)
  const email = textOf(body.email)
  const takenNames = new Set(
    others.flatMap((person) => [loginKey(person.name), ...(person.email ? [loginKey(person.email)] : [])]),
  )
  if (name === '') errors.name = messages.noName
  else if ([...name].length > maxNameLength) errors.name = messages.longName
  else if (name.includes('@')) errors.name = messages.atInName
  else if (takenNames.has(loginKey(name))) errors.name = messages.nameTaken
  if (email !== '' && (email.length > 200 || !emailShape.test(email))) errors.email = messages.badEmail
  else if (email !== '' && takenNames.has(loginKey(email))) errors.email = messages.emailTaken
  if (!isPersonRole(body.role)) errors.role = messages.noRole
  const wantsLink = isNew && body.sendLink === true
  const password = isNew && !wantsLink ? body.password : undefined
  if (wantsLink && !canSendLinks) errors.password = messages.noMail
  else if (wantsLink && email === '') errors.email ??= messages.linkNeedsEmail
  else if (isNew && !wantsLink)
    errors.password =
      password === undefined
        ? canSendLinks
          ? messages.noPasswordOrLink
          : messages.noPassword
        : password.length > 500
          ? messages.noPassword
          : passwordProblem(password)
  if (errors.password === undefined) delete errors.password
  if (Object.keys(errors).length > 0 || !isPersonRole(body.role)) return { ok: false, errors }
  return { ok: true, name, role: body.role, ...(email ? { email } : {}), ...(password ? { password } : {}) }
}
