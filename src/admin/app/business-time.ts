import { defaultTimeZone, localTime, machineTime, todayIn } from '../../model/time/local-time.ts'

export { machineTime }

// One site per /admin: the session's answer names its time zone (AdminApp.tsx), as it gives the CSRF token.
let timeZone = defaultTimeZone

/** Shows every later time in `zone`, the business's (the session's answer names it); Kenya's when it is not given. */
export function showTimesIn(zone: string | undefined): void {
  timeZone = zone ?? defaultTimeZone
}

/** A moment (milliseconds since 1970) as the office reads it, in the business's time: "23 Nov 2026, 14:05". */
export const formatBusinessTime = (moment: number): string => localTime(timeZone).moment(moment)

/**
 * When something happened, as one says it in the office, in the business's time: "10:32" today,
 * "yesterday at 16:05", and "23 Nov 2026 at 14:05" before that.
 */
export const businessWhen = (moment: number, now = Date.now()): string => localTime(timeZone).when(moment, now)

/** Today's date in the business's time: "2026-11-29". */
export const businessToday = (): string => todayIn(timeZone)
