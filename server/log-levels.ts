/** The levels the server's lines are written at, as pino numbers them for a log collector. */
export const logLevels = { info: 30, warn: 40, error: 50 } as const

export type LogLevel = keyof typeof logLevels

/**
 * Writes one of the server's lines. `level` is said where the line is written: `warn` for someone or
 * something to watch (a refused login or form, a delivery to try again), `error` for what failed and
 * needs a person; information unless told.
 */
export type LogLine = (message: string, level?: LogLevel) => void
