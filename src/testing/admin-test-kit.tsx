import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { vi } from 'vitest'
import type { AdminSession, Person, PersonRole } from '../model/admin-api.ts'
import { setCsrfToken } from '../admin/app/api.ts'
import { OutcomeProvider } from '../admin/outcome/outcome.tsx'
import { SessionContext } from '../admin/app/session.ts'

// For the screens' tests only: the admin app never imports this file.

export const testCsrfToken = 'test-csrf-token'

/** The session the server gives Wanjiru, with `role`, once she has logged in. */
export const testSession = (role: PersonRole): AdminSession => ({
  csrfToken: 'token',
  isPasswordFromEnvironment: false,
  person: { id: 'p2', name: 'Wanjiru', role, isYou: true, hasPassword: true },
})

export interface FakeCall {
  method: string
  /** The address asked for, query included, as the app wrote it. */
  url: string
  body: unknown
  headers: Record<string, string>
}

/** What the fake server answers to one call: a Response as it is, anything else as JSON. */
type FakeAnswer = (call: FakeCall) => unknown

/**
 * Replaces `fetch` with a fake admin API keyed by "METHOD /admin/api/path?query"; an address
 * without an answer gets a 404. The calls are recorded in order.
 */
export function fakeAdminApi(answers: Record<string, FakeAnswer>) {
  const calls: FakeCall[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: FakeCall = {
      method: init.method ?? 'GET',
      url: String(input),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: { ...(init.headers as Record<string, string> | undefined) },
    }
    calls.push(call)
    const answer = answers[`${call.method} ${call.url}`]
    if (!answer) return Response.json({ error: `No fake answer for ${call.method} ${call.url}` }, { status: 404 })
    const value = answer(call)
    return value instanceof Response ? value : Response.json(value)
  })
  return { calls }
}

/**
 * Renders a screen as the admin app does: inside a router and a logged-in session (with `person`,
 * theirs), with the screen's own outcome.
 */
export function renderScreen(
  screen: ReactElement,
  {
    isPasswordFromEnvironment = false,
    route = '/',
    person,
  }: { isPasswordFromEnvironment?: boolean; route?: string; person?: Person } = {},
) {
  setCsrfToken(testCsrfToken)
  return render(
    <SessionContext.Provider
      value={{ info: { csrfToken: testCsrfToken, isPasswordFromEnvironment, person }, onLoggedOut: () => undefined }}
    >
      <MemoryRouter initialEntries={[route]}>
        <OutcomeProvider>{screen}</OutcomeProvider>
      </MemoryRouter>
    </SessionContext.Provider>,
  )
}
