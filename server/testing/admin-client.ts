import type { DraftState, NewPerson, Person, PersonRole } from '../../src/model/admin-api.ts'
import type { SessionOpened } from '../../src/model/contracts/login.ts'

/** For tests: an /admin session as the browser holds it. */
export interface AdminSessionCookie {
  cookie: string
  csrfToken: string
}

/** Calls the admin API as the /admin app does: JSON, the session cookie and the CSRF header. */
export function callAdmin(
  base: string,
  path: string,
  options: {
    session?: Partial<AdminSessionCookie>
    body?: unknown
    method?: string
    headers?: Record<string, string>
  } = {},
): Promise<Response> {
  const { session = {}, body } = options
  return fetch(`${base}${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(session.cookie ? { cookie: session.cookie } : {}),
      ...(session.csrfToken ? { 'x-csrf-token': session.csrfToken } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

/** The session a login or sign-in-link answer opened; throws unless it opened one. */
export async function sessionFrom(response: Response): Promise<AdminSessionCookie> {
  if (response.status !== 200) throw new Error(`the login answered ${response.status}`)
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith('admin_session='))
    ?.split(';')[0]
  if (!cookie) throw new Error('login set no session cookie')
  const { csrfToken } = (await response.json()) as SessionOpened
  return { cookie, csrfToken }
}

/** Logs in (as the first owner when no name is given); throws unless the server opened a session. */
export async function logInToAdmin(base: string, password: string, name?: string): Promise<AdminSessionCookie> {
  return sessionFrom(await callAdmin(base, '/admin/api/login', { body: { password, ...(name ? { name } : {}) } }))
}

/** Adds a person as `owner` would; throws unless they were added. */
export async function addPerson(base: string, owner: AdminSessionCookie, person: NewPerson): Promise<Person> {
  const response = await callAdmin(base, '/admin/api/people', { session: owner, body: person })
  if (response.status !== 201)
    throw new Error(`adding ${person.name} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as Person
}

/** The password every person `sessionsByRole` adds logs in with. */
export const peoplePassword = 'a long phrase for the staff'

/** A logged-in session of each kind of account: the first owner's, and an editor and an inbox person it adds. */
export async function sessionsByRole(
  base: string,
  ownerPassword: string,
): Promise<Record<PersonRole, AdminSessionCookie> & { people: Record<'editor' | 'inbox', Person> }> {
  const owner = await logInToAdmin(base, ownerPassword)
  const editor = await addPerson(base, owner, { name: 'Wanjiru', role: 'editor', password: peoplePassword })
  const inbox = await addPerson(base, owner, { name: 'Otieno', role: 'inbox', password: peoplePassword })
  return {
    owner,
    editor: await logInToAdmin(base, peoplePassword, 'Wanjiru'),
    inbox: await logInToAdmin(base, peoplePassword, 'Otieno'),
    people: { editor, inbox },
  }
}

/**
 * A draft without changes for the person of `session`, as a test starts from: the draft the editor
 * opens for them, thrown away first when it holds changes an earlier test left. Its revision may be
 * above 0 (a person keeps one draft).
 */
export async function freshDraft(base: string, session: AdminSessionCookie): Promise<DraftState> {
  const open = async () =>
    (await (await callAdmin(base, '/admin/api/drafts', { session, body: {} })).json()) as DraftState
  const draft = await open()
  if (draft.text === draft.baseText) return draft
  const thrown = await callAdmin(base, `/admin/api/drafts/${draft.id}`, { session, method: 'DELETE' })
  if (thrown.status !== 204) throw new Error(`throwing the draft away answered ${thrown.status}`)
  return open()
}
