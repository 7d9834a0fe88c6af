import { isRecord } from '../is-record.ts'

/** The longest a name is shown; a longer one is cut, ending in "…". */
const longest = 60

/** The fields whose words name an item, in the order they are looked for. */
const namingFields = ['label', 'name', 'title', 'heading', 'question', 'days', 'from', 'text', 'caption', 'alt']

const isWords = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/** Words cut to the length a name is shown at, at a space where there is one in its second half. */
export function shortened(words: string): string {
  if (words.length <= longest) return words
  const cut = words.slice(0, longest - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space >= longest / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/**
 * The words that name an item of a list for people, in the editor and in History alike: its label,
 * name, title, heading or the like. An item without words of its own (a picture without a
 * description) has no name; it is known by its place in the list.
 */
export function itemName(item: unknown): string | undefined {
  const words = isRecord(item) ? namingFields.map((field) => item[field]).find(isWords) : item
  if (typeof words === 'number') return String(words)
  return isWords(words) ? shortened(words) : undefined
}
