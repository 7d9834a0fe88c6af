/** The levels the server's lines are written at, as pino numbers them for a log collector. */
export const logLevels = { info: 30, warn: 40, error: 50 } as const

export type LogLevel = keyof typeof logLevels

/**
 * The server's lines by their beginnings: the one list that says which are warnings (someone or something
 * to watch: a refused login or form, a delivery to try again) and which are errors (something failed and
 * needs a person). Every other line is information.
 */
const errors: readonly RegExp[] = [
  /^server: .* failed: /,
  /^receiver: unexpected /,
  /^visits: unexpected /,
  /^outbox: GAVE UP /,
  /^outbox: the database could not be read or written/,
  /^editor: publish failed: /,
  /^site work: a worker thread failed/,
  /^site\.yaml could not be written/,
  /^The server could not switch to /,
  /^The publish could not be recorded/,
  /^The git commit failed/,
  /^visits: .*(could not be stored|failed|cannot be used|was not noted)/,
  /^admin: a sign-in link for .* could not be sent/,
  /^Unexpected error/,
  /^There is no built site to serve/,
]

const warnings: readonly RegExp[] = [
  /^admin: failed login /,
  /^admin: login from .* refused: /,
  /^admin: wrong current password /,
  /^receiver: .*(refused|nothing stored)/,
  /^receiver: the inbox holds /,
  /^outbox: submission .* not delivered /,
  /^visits: more than .* not counted/,
  /^editor: publish refused /,
  /^Old builds in .* could not be removed/,
  /^Published, but /,
  /^ADMIN_PASSWORD is not used /,
  /^Requests arrive with X-Forwarded-For headers /,
  /^!! WARNING|^!{10}/,
]

/** The level of one of the server's lines, read from its beginning. */
export function levelOf(message: string): LogLevel {
  const text = message.trimStart()
  if (errors.some((pattern) => pattern.test(text))) return 'error'
  return warnings.some((pattern) => pattern.test(text)) ? 'warn' : 'info'
}
