/** A 24-hour time from site.yaml ("08:00", "18:30") as visitors say it ("8am", "6:30pm"). */
export function spokenTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const hour = hours % 12 || 12
  const period = hours < 12 ? 'am' : 'pm'
  return minutes ? `${hour}:${String(minutes).padStart(2, '0')}${period}` : `${hour}${period}`
}
