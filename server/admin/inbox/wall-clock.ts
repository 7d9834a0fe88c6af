/** A moment's reading on the business's clock, as `wallClockOf` makes it. */
export type WallClock = (moment: number) => number

/**
 * A moment as the calendar and clock of a time zone read it, written as the milliseconds whose UTC
 * reading is that date and time: what a spreadsheet, which knows no time zones, should show.
 */
export function wallClockOf(timeZone: string): WallClock {
  const clock = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  })
  return (moment) => {
    const parts = Object.fromEntries(clock.formatToParts(moment).map((part) => [part.type, Number(part.value)]))
    const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts
    return Date.UTC(year, month - 1, day, hour, minute, second, new Date(moment).getUTCMilliseconds())
  }
}
