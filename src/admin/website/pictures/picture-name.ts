import { isRecord } from '../../../model/is-record.ts'
import { shortened } from '../../../model/words/item-name.ts'
import { valuesInOrder } from './values-in-order.ts'

const calendarDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', dateStyle: 'medium' })

/** The day a phone or camera wrote into the file's name ("IMG_20261120_101500.jpg"), if it holds one. */
function dayInName(src: string): string | undefined {
  const file = src.slice(src.lastIndexOf('/') + 1)
  const found = /(?:^|[^0-9])(20[0-9]{2})([01][0-9])([0-3][0-9])(?:[^0-9]|$)/.exec(file)
  if (!found) return undefined
  const [year, month, day] = found.slice(1).map(Number) as [number, number, number]
  const moment = Date.UTC(year, month - 1, day, 12)
  return month >= 1 && month <= 12 && new Date(moment).getUTCDate() === day ? calendarDay.format(moment) : undefined
}

/**
 * How the editor names a picture in its text and lists: by the description the website gives it, else
 * by the day in a phone photo's name, and never by its file name: "uploads: img 20261120 101500
 * 48043f68" or "hero home" mean nothing to the office. (The picture library, which knows when each
 * upload was made, names undescribed uploads by that: picture-words.ts.)
 */
export function pictureName(src: string, description?: string): string {
  const words = description?.trim()
  if (words) return shortened(words)
  const day = dayInName(src)
  if (day) return `Picture from ${day}`
  return src.startsWith('/images/uploads/') ? 'A picture you added' : 'A picture without a description'
}

/**
 * The descriptions the website gives its pictures, by picture: wherever a picture is written with a
 * description beside it (the first such place, in the order of the text, counts).
 */
export function pictureDescriptions(data: unknown): Map<string, string> {
  const found = new Map<string, string>()
  for (const [value] of valuesInOrder(data)) {
    if (!isRecord(value)) continue
    const { src, alt } = value
    if (typeof src === 'string' && typeof alt === 'string' && alt.trim() !== '' && !found.has(src)) found.set(src, alt)
  }
  return found
}

/** Names for the pictures offered in a list, from the draft's descriptions; the same name twice gets a number. */
export function pictureChoices(files: readonly string[], data: unknown): { file: string; name: string }[] {
  const descriptions = pictureDescriptions(data)
  const seen = new Map<string, number>()
  return files.map((file) => {
    const name = pictureName(file, descriptions.get(file))
    const count = (seen.get(name) ?? 0) + 1
    seen.set(name, count)
    return { file, name: count === 1 ? name : `${name} (${count})` }
  })
}
