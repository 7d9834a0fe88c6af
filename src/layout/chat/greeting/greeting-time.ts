/** "14:05", for the dateTime of a <time>. */
export const isoTime = (date: Date): string =>
  `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`

/** The time as the visitor's device writes it, with a 2-digit hour and minute. */
export const shownTime = (date: Date): string => date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
