import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import type { IncomingMessage } from 'node:http'
import { hostname } from 'node:os'
import { logLevels, type LogLevel } from './log-levels.ts'
import { oneLine } from './security/one-line.ts'

/** How the server writes its log: plain lines for a person, or one JSON line per event for a log collector. */
export type LogFormat = 'plain' | 'json'

/** LOG_FORMAT: `json` for one JSON line per event (Fastify's logger); `plain`, or unset, for plain lines. */
export function logFormatFromEnv(env: NodeJS.ProcessEnv = process.env): LogFormat {
  const value = env.LOG_FORMAT?.trim().toLowerCase() || 'plain'
  if (value === 'plain' || value === 'json') return value
  throw new Error(`LOG_FORMAT must be json or plain, not "${env.LOG_FORMAT}"`)
}

/** How much of a request's Host and User-Agent headers a log line keeps, in characters. */
export const maxHeaderLogChars = 256

const headerText = (value: string | string[] | undefined): string | undefined =>
  value === undefined ? undefined : oneLine(String(value)).slice(0, maxHeaderLogChars)

/** Who a request came from, as every line about it says: the host it asked for and its user agent. */
const requestSource = (request: IncomingMessage) => ({
  host: headerText(request.headers.host),
  userAgent: headerText(request.headers['user-agent']),
})

/**
 * Fastify's logger, writing JSON lines. A request is logged without its query, which can carry a secret
 * (the token of a sign-in link). Every line about a request carries its host and user agent.
 */
export const jsonLogger = {
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: request.url.split('?')[0],
      remoteAddress: request.ip,
    }),
  },
}

/** Gives each request's logger the request's host and user agent, so every line it writes names them. */
export function childLoggerWithSource(
  logger: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  options: object,
  request: IncomingMessage,
): FastifyBaseLogger {
  return logger.child({ ...bindings, ...requestSource(request) }, options)
}

/**
 * One JSON line as Fastify's logger writes them, for what is said before the server and its logger exist
 * (the build's report, a reason to stop): so a log collector reads every line of a start alike.
 */
export function jsonLine(level: LogLevel, message: string, at = Date.now()): string {
  return JSON.stringify({ level: logLevels[level], time: at, pid: process.pid, hostname: hostname(), msg: message })
}
