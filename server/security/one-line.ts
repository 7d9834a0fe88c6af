import type { LogLine } from '../log-levels.ts'

/**
 * Every character that starts a new line or moves the cursor in a log, a history entry or a commit
 * message: C0 and C1 controls (newline, carriage return, escape, …), DEL, and the Unicode line and
 * paragraph separators.
 */
const lineBreakers = /[\p{Cc}\u2028\u2029]+/gu

/** `text` as one line: each run of control characters becomes a single space. */
export const oneLine = (text: string): string => text.replace(lineBreakers, () => ' ')

/** A log that can only ever write whole lines of its own: whatever a message quotes stays on its line. */
export const oneLineLog =
  (log: LogLine): LogLine =>
  (message, level) =>
    log(oneLine(message), level)
