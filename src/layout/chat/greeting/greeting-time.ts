/** "14:05", for the dateTime of a <time>: on `timeZone`'s clock, the device's when left out. */
export const isoTime = (date: Date, timeZone?: string): string =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(date)

/**
 * The time with a 2-digit hour and minute, as the page's language writes it on the business's clock; as the
 * device's language and clock do for a chat not told them.
 */
export const shownTime = (date: Date, locale?: string, timeZone?: string): string =>
  date.toLocaleTimeString(locale ?? [], { hour: '2-digit', minute: '2-digit', timeZone })
