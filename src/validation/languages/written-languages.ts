import { isRecord } from '../../model/is-record.ts'
import { languageName } from '../../languages/site-languages.ts'
import { languagePath } from '../../languages/language-paths.ts'
import { cleanPathPattern } from '../../schema/fields.ts'
import { languageCodePattern } from '../../schema/languages.ts'
import { asArray } from '../checks/routes.ts'

/** A language of the site as site.yaml writes it, before the site is known to be valid. */
export interface WrittenLanguage {
  code: string
  /** The language's name in its own words: "Kiswahili", "English". */
  name: string
  /** Where its pages live: "/" for the main language. */
  path: string
  /** Its place under "languages:"; undefined for the main language. */
  index?: number
  /** Whether site.yaml writes its path, or it is made from its code. */
  isPathWritten: boolean
  /** Whether its path is one the schema accepts; the checks of where its pages live skip one it refuses. */
  isPathClean: boolean
}

export interface WrittenLanguages {
  main?: WrittenLanguage
  /** The other languages whose code is well written, in the order of "languages:". */
  others: WrittenLanguage[]
}

// Only a well-written code names a language: the schema refuses the others at their place.
const languageCode = new RegExp(languageCodePattern)
const cleanPath = new RegExp(cleanPathPattern)

/** Whether `address` is one the schema accepts: an address it refuses is reported there, and not again here. */
export const isCleanAddress = (address: unknown): address is string =>
  typeof address === 'string' && cleanPath.test(address)

const nameOf = (code: string, written: unknown): string => (typeof written === 'string' ? written : languageName(code))

/** The site's languages as far as they are well written: the main one (business.locale) and the others. */
export function writtenLanguages(data: Record<string, unknown>): WrittenLanguages {
  const locale = isRecord(data.business) ? data.business.locale : undefined
  const main =
    typeof locale === 'string' && languageCode.test(locale)
      ? { code: locale, name: languageName(locale), path: '/', isPathWritten: false, isPathClean: true }
      : undefined
  const others = asArray(data.languages).flatMap((language, index) => {
    if (!isRecord(language) || typeof language.code !== 'string' || !languageCode.test(language.code)) return []
    const path = typeof language.path === 'string' ? language.path : undefined
    return [
      {
        code: language.code,
        name: nameOf(language.code, language.name),
        path: languagePath({ code: language.code, path }),
        index,
        isPathWritten: path !== undefined,
        isPathClean: path === undefined || isCleanAddress(path),
      },
    ]
  })
  return { main, others }
}

/** The other language whose pages live at `address` or under it. */
export const languageAtAddress = (languages: WrittenLanguages, address: string): WrittenLanguage | undefined =>
  languages.others.find(({ path }) => path !== '/' && (address === path || address.startsWith(`${path}/`)))
