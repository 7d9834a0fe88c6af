import { businessTimeZone } from '../../forms/rules.ts'

const nairobiTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: businessTimeZone,
  dateStyle: 'medium',
  timeStyle: 'short',
})

/** A moment (milliseconds since 1970) as the office reads it, in the business's time: "23 Nov 2026, 14:05". */
export const formatNairobiTime = (moment: number): string => nairobiTime.format(moment)

/** The same moment for `<time dateTime>`. */
export const machineTime = (moment: number): string => new Date(moment).toISOString()
