import { isRecord } from '../../../model/is-record.ts'
import type { SameNumberPlace } from './same-number.ts'

/** What a phone field is called where the office manager knows it: "your WhatsApp number", "your office number". */
function phoneFieldName({ path, isWholeValue }: SameNumberPlace, site: unknown): string | undefined {
  if (!isWholeValue) return undefined
  const [section, key, index, field] = path
  if (section === 'business' && key === 'whatsapp' && path.length === 2) return 'your WhatsApp number'
  if (section === 'chat' && key === 'phoneNumber' && path.length === 2) return 'the number the chat sends to'
  if (section === 'business' && key === 'phones' && typeof index === 'number' && field === 'number') {
    const phones = isRecord(site) && isRecord(site.business) ? site.business.phones : undefined
    const phone: unknown = Array.isArray(phones) ? phones[index] : undefined
    const label = isRecord(phone) && typeof phone.label === 'string' ? phone.label.trim().toLowerCase() : ''
    return label ? `your ${label} number` : 'another of your phone numbers'
  }
  return undefined
}

/** The phone fields she knows by name, and how many other places: together, every place once. */
export interface SameNumberCount {
  named: string[]
  others: number
}

/** The one count that the offer and the word after the change both tell. */
export function sameNumberCount(places: readonly SameNumberPlace[], site: unknown): SameNumberCount {
  const named: string[] = []
  let others = 0
  for (const place of places) {
    const name = phoneFieldName(place, site)
    // A name said twice would hide a place: the second one is counted with the others.
    if (name === undefined || named.includes(name)) others += 1
    else named.push(name)
  }
  return { named, others }
}

const joined = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`

const otherPlaces = (count: number) => `${count} other ${count === 1 ? 'place' : 'places'}`

/** "This number is also your WhatsApp number and is used in 2 other places." */
export function sameNumberSentence({ named, others }: SameNumberCount): string {
  if (named.length === 0) return `This number is also used in ${otherPlaces(others)}.`
  return `This number is also ${joined(named)}${others > 0 ? ` and is used in ${otherPlaces(others)}` : ''}.`
}

/** Said once they are changed, with the same count as the offer: "Changed too: your WhatsApp number and 2 other places." */
export function sameNumberChangedSentence({ named, others }: SameNumberCount): string {
  return `Changed too: ${joined([...named, ...(others > 0 ? [otherPlaces(others)] : [])])}.`
}

/** The two answers, for one place or for more. */
export const sameNumberAnswers = (count: number) =>
  count === 1
    ? { change: 'Change it too', keep: 'Keep it as it is' }
    : { change: 'Change them too', keep: 'Keep them as they are' }
