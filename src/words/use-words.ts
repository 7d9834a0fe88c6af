import { timeZoneOf } from '../model/time/local-time.ts'
import { useShell } from '../ui/shell-context.tsx'
import { formatsFor, type Formats } from './formats.ts'
import type { Words } from './words.ts'

/** The product's own words in the page's language, from the page's shell. */
export const useWords = (): Words => useShell().words

/** How the page writes dates, times and numbers: in its language, on the business's clock. */
export function useFormats(): Formats {
  const { locale, timeZone } = useShell().business
  return formatsFor(locale, timeZoneOf({ timeZone }))
}
