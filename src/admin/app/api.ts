/** An answer of the admin API that was not a success, with the server's own words. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

let csrfToken = ''
let onSessionEnded: () => void = () => {}

/** What to do when the server says the session is over (it expired, or the password was changed elsewhere). */
export const whenSessionEnds = (handler: () => void) => {
  onSessionEnded = handler
}

/** Remembers the session's CSRF token; every call sends it. */
export const setCsrfToken = (token: string) => {
  csrfToken = token
}

export const currentCsrfToken = () => csrfToken

/** Calls the admin API: JSON in and out, the session cookie and the CSRF token sent along. */
export async function api<T>(path: string, body?: unknown, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`/admin/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    credentials: 'same-origin',
    ...init,
    headers: {
      'x-csrf-token': csrfToken,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (response.status === 401 && path !== 'login' && path !== 'session') onSessionEnded()
  if (!response.ok)
    throw new ApiError(
      response.status,
      typeof answer.error === 'string' ? answer.error : `The server answered ${response.status}.`,
      answer,
    )
  return answer as T
}
