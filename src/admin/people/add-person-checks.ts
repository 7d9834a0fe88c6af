import { newPasswordProblems } from '../password/password-checks.ts'
import type { NewPerson, PersonRole } from '../../model/admin-api.ts'

/** The add form as typed. */
export interface NewPersonValues {
  name: string
  email: string
  role: PersonRole
  /** How they get in: a starting password now, or an emailed sign-in link. */
  way: 'password' | 'link'
  password: string
  repeat: string
}

export type NewPersonErrors = Partial<Record<'name' | 'email' | 'role' | 'password' | 'repeat', string>>

/** The fields in the order they appear, so the first one with a problem gets the focus. */
export const newPersonFieldOrder = ['name', 'email', 'role', 'password', 'repeat'] as const

export const emptyNewPerson: NewPersonValues = {
  name: '',
  email: '',
  role: 'editor',
  way: 'password',
  password: '',
  repeat: '',
}

/** What the browser can tell before asking the server; the server judges the rest. */
export function newPersonProblems(values: NewPersonValues): NewPersonErrors {
  const errors: NewPersonErrors = {}
  if (values.name.trim() === '') errors.name = 'Write their name.'
  if (values.way === 'link') {
    if (values.email.trim() === '') errors.email = 'Write their email, so the sign-in link can reach them.'
    return errors
  }
  const { next, repeat } = newPasswordProblems(values.password, values.repeat)
  return { ...errors, ...(next ? { password: next } : {}), ...(repeat ? { repeat } : {}) }
}

/** What is sent to the server for the values typed. */
export function newPersonRequest(values: NewPersonValues): NewPerson {
  const email = values.email.trim()
  return {
    name: values.name.trim(),
    ...(email ? { email } : {}),
    role: values.role,
    ...(values.way === 'link' ? { sendLink: true } : { password: values.password }),
  }
}
