import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min'
import { isRecord } from '../../../model/is-record.ts'
import type { EditOp } from '../../../site-text/edit.ts'
import type { Path } from '../form/json-schema.ts'

/** Where a number is written inside a value, and how: with spaces as people write it, or packed as links want it. */
interface Written {
  start: number
  end: number
  /** "+254700000009" (a tel: link), "254700000009" (a WhatsApp link), or undefined for a number written for people. */
  packed?: 'with-plus' | 'digits'
}

/** Another value of the site with the same phone number in it: the whole value (another phone field), or a part. */
export interface SameNumberPlace {
  path: Path
  value: string
  isWholeValue: boolean
  written: readonly Written[]
}

/** A run of digits, with the spaces, brackets, dots and dashes people write between them. */
const numberLike = /\+?\d[\d ().-]*\d/g

const digitsOf = (text: string) => text.replace(/\D/g, '')

/** The country a number written without its code is read in: the site's own, from its language ("en-KE"). */
export function countryOf(site: unknown): CountryCode | undefined {
  const business = isRecord(site) && isRecord(site.business) ? site.business : {}
  const region = typeof business.locale === 'string' ? /-([A-Z]{2})$/.exec(business.locale)?.[1] : undefined
  return region as CountryCode | undefined
}

/** The number's digits with its country code ("254700000009"), however it is written; undefined for no phone number. */
function internationalDigits(written: string, country?: CountryCode): string | undefined {
  const parsed = parsePhoneNumberFromString(written, country)
  if (parsed) return parsed.number.slice(1)
  const digits = digitsOf(written)
  return digits.length >= 7 ? digits : undefined
}

/** Whether `value` is a whole phone number, not one still being typed. */
export const isWholeNumber = (value: string, site?: unknown): boolean => isValidPhoneNumber(value, countryOf(site))

/** Whether two values are one phone number, however each is written. */
export function isSameNumber(a: string, b: string, site?: unknown): boolean {
  const country = countryOf(site)
  const number = internationalDigits(a, country)
  return number !== undefined && number === internationalDigits(b, country)
}

/** Every string of `value`, with its path. */
function eachText(value: unknown, path: Path, visit: (text: string, path: Path) => void): void {
  if (typeof value === 'string') visit(value, path)
  else if (Array.isArray(value)) value.forEach((item, index) => eachText(item, [...path, index], visit))
  else if (isRecord(value)) for (const [key, inner] of Object.entries(value)) eachText(inner, [...path, key], visit)
}

const samePath = (a: Path, b: Path) => a.length === b.length && a.every((part, index) => part === b[index])

/**
 * Every other value of `site` that holds the phone number `oldValue`, which the value at `path` held: a
 * phone field with the same number however it is spaced ("+254 700 000 009", "+254700000009", "0700 000
 * 009" are one number), a link that calls it or opens WhatsApp on it (tel:, wa.me) and text that
 * mentions it. None when `oldValue` is no phone number.
 */
export function placesWithSameValue(site: unknown, path: Path, oldValue: unknown): SameNumberPlace[] {
  if (typeof oldValue !== 'string') return []
  const country = countryOf(site)
  const number = internationalDigits(oldValue, country)
  if (!number) return []
  const places: SameNumberPlace[] = []
  eachText(site, [], (text, at) => {
    if (samePath(at, path)) return
    const written: Written[] = []
    for (const match of text.matchAll(numberLike)) {
      const found = match[0]
      const isPacked = /^\+?\d+$/.test(found)
      const digits = digitsOf(found)
      // A number packed into a link is its digits with the country code (wa.me/254…) or after a plus (tel:+254…).
      const isSame = isPacked && digits === number ? true : internationalDigits(found, country) === number
      if (!isSame) continue
      const packed = !isPacked ? undefined : found.startsWith('+') || digits !== number ? 'with-plus' : 'digits'
      written.push({ start: match.index, end: match.index + found.length, packed })
    }
    if (written.length === 0) return
    const isWholeValue = written.length === 1 && text.trim() === text.slice(written[0]!.start, written[0]!.end)
    places.push({ path: at, value: text, isWholeValue, written })
  })
  return places
}

/** The value of a place with `newValue` (the number as the person typed it) where the old number was written. */
export function withNewNumber(place: SameNumberPlace, newValue: string, site?: unknown): string {
  if (place.isWholeValue) return newValue.trim()
  const digits = internationalDigits(newValue, countryOf(site)) ?? digitsOf(newValue)
  let value = place.value
  for (const { start, end, packed } of [...place.written].reverse()) {
    const written = packed === 'digits' ? digits : packed === 'with-plus' ? `+${digits}` : newValue.trim()
    value = value.slice(0, start) + written + value.slice(end)
  }
  return value
}

/** The edits that write `newValue` in every one of `places`: made together, they are one change. */
export function sameNumberEdits(places: readonly SameNumberPlace[], newValue: string, site?: unknown): EditOp[] {
  return places.map((place) => ({ op: 'set', path: [...place.path], value: withNewNumber(place, newValue, site) }))
}
