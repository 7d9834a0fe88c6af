import type { ProblemCode } from '../../../model/problem-code.ts'
import { languageWords } from './language-words.ts'
import type { OfficeEntry, OfficeWords } from './office-entry.ts'
import { siteWords } from './site-words.ts'
import { valueWords } from './value-words.ts'

/** The form's words for every message of the checker that can be about a value the form shows. */
export const officeWords: OfficeWords = { ...valueWords, ...siteWords, ...languageWords }

/**
 * The messages about how the text of site.yaml is written, reported at no value (path []): the form
 * shows them in the whole-text view, in the checker's own words.
 */
export const textOnlyCodes: ReadonlySet<ProblemCode> = new Set<ProblemCode>([
  'unreadableLine',
  'colonInText',
  'colonInLongText',
  'missingSpaceAfterColon',
  'notKeyAndValue',
  'outOfLine',
  'missingDash',
  'blockTextOutOfLine',
  'missingSpaceAfterDash',
  'listItemAmongKeys',
  'tabInIndent',
  'unclosedQuote',
  'apostropheEndsQuote',
  'textAfterQuote',
  'strayMark',
  'bracketInBraces',
  'commentInBrackets',
  'listOnKeyLine',
  'unclosedBracket',
  'backslashInQuotes',
  'threeDashes',
])

/** The entry for `code`; the code names the entry, so `params` are that entry's arguments. */
export const officeEntry = (code: ProblemCode): OfficeEntry<ProblemCode> | undefined =>
  officeWords[code] as OfficeEntry<ProblemCode> | undefined
