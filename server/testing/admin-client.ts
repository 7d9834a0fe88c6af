/** For tests: an /admin session as the browser holds it. */
export interface AdminSessionCookie {
  cookie: string
  csrfToken: string
}

/** Calls the admin API as the /admin app does: JSON, the session cookie and the CSRF header. */
export function callAdmin(
  base: string,
  path: string,
  options: { session?: Partial<AdminSessionCookie>; body?: unknown } = {},
): Promise<Response> {
  const { session = {}, body } = options
  return fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(session.cookie ? { cookie: session.cookie } : {}),
      ...(session.csrfToken ? { 'x-csrf-token': session.csrfToken } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

/** Logs in; throws unless the server opened a session. */
export async function logInToAdmin(base: string, password: string): Promise<AdminSessionCookie> {
  const response = await callAdmin(base, '/admin/api/login', { body: { password } })
  if (response.status !== 200) throw new Error(`login answered ${response.status}`)
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith('admin_session='))
    ?.split(';')[0]
  if (!cookie) throw new Error('login set no session cookie')
  const { csrfToken } = (await response.json()) as { csrfToken: string }
  return { cookie, csrfToken }
}
