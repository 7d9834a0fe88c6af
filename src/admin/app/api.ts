/** An answer of the admin API that was not a success, with the server's own words. */
export class ApiError extends Error {
  readonly status: number
  readonly body: Record<string, unknown>
  constructor(status: number, message: string, body: Record<string, unknown> = {}) {
    super(message)
    this.status = status
    this.body = body
  }
}

let csrfToken = ''
let onSessionEnded: () => void = () => {}
let onAccessRefused: () => void = () => {}

/** What to do when the server says the session is over (it expired, or the password was changed elsewhere). */
export const whenSessionEnds = (handler: () => void) => {
  onSessionEnded = handler
}

/** What to do when the server refuses a call to this person: the owner may have changed what they can do. */
export const whenAccessRefused = (handler: () => void) => {
  onAccessRefused = handler
}

/** Remembers the session's CSRF token; every call sends it. */
export const setCsrfToken = (token: string) => {
  csrfToken = token
}

export const currentCsrfToken = () => csrfToken

/** The calls that are about the session itself: a 401 there means "not logged in", not "logged out". */
const sessionCalls = new Set(['login', 'session', 'sign-in-link'])

export interface AdminRequest {
  method?: 'GET' | 'POST' | 'DELETE'
  /** Sent as JSON. */
  json?: unknown
  /** Sent as it is (a picture), with `headers` saying what it is. */
  body?: BodyInit
  headers?: Record<string, string>
}

/**
 * Every call of the admin app goes through here: the session cookie and CSRF token go along, and an
 * answer saying the session has ended takes the app back to the login screen, whichever call got it.
 * Resolves with the response when it is a success; otherwise rejects with an ApiError in the
 * server's words (or plain ones when it sent none).
 */
export async function adminFetch(path: string, request: AdminRequest = {}): Promise<Response> {
  const hasJson = request.json !== undefined
  const response = await fetch(`/admin/api/${path}`, {
    method: request.method ?? (hasJson || request.body !== undefined ? 'POST' : 'GET'),
    credentials: 'same-origin',
    headers: {
      'x-csrf-token': csrfToken,
      ...(hasJson ? { 'content-type': 'application/json' } : {}),
      ...request.headers,
    },
    body: hasJson ? JSON.stringify(request.json) : request.body,
  })
  if (response.status === 401 && !sessionCalls.has(path)) onSessionEnded()
  if (response.status === 403 && !sessionCalls.has(path)) onAccessRefused()
  if (response.ok) return response
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>
  throw new ApiError(
    response.status,
    typeof answer.error === 'string' ? answer.error : 'The server could not do this just now. Try again in a moment.',
    answer,
  )
}

/** Calls the admin API with JSON in and out: a GET, or a POST when there is a body. */
export async function api<T>(path: string, body?: unknown, request: Omit<AdminRequest, 'json'> = {}): Promise<T> {
  const response = await adminFetch(path, { ...request, json: body })
  if (response.status === 204) return undefined as T
  return (await response.json().catch(() => ({}))) as T
}
