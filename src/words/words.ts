import { builtInLanguages, type BuiltInLanguage } from './define-words.ts'
import { pageWords } from './areas/page.ts'
import { blogWords } from './areas/blog.ts'
import { blockWords } from './areas/blocks.ts'
import { formWords } from './areas/forms.ts'
import { chatWords } from './areas/chat.ts'
import { languageWords } from './areas/languages.ts'

const areas = [pageWords, blogWords, blockWords, formWords, chatWords, languageWords] as const

/** The name of one of the product's own words, for example `skipToContent`. */
export type WordKey = KeysOf<(typeof areas)[number]>

// Distributes over the areas: `keyof` of their union would give only the keys they share.
type KeysOf<Area> = Area extends { en: Record<infer Key, string> } ? Key : never

/** The product's own words in one language, with a site's changes made. */
export type Words = Record<WordKey, string>

const tables = Object.fromEntries(
  builtInLanguages.map((language) => [language, Object.assign({}, ...areas.map((area) => area[language]))]),
) as Record<BuiltInLanguage, Words>

/** Every word key, for the check of a site's changes. */
export const wordKeys = Object.keys(tables.en) as WordKey[]

/** The built-in language of a language tag (`sw-KE` → `sw`); English for one the product has no words for. */
export function builtInLanguageOf(locale: string): BuiltInLanguage {
  return hasBuiltInWords(locale) ? (primaryOf(locale) as BuiltInLanguage) : 'en'
}

const primaryOf = (locale: string) => locale.split('-')[0]!.toLowerCase()

/** Whether the product has its words built in for `locale`; a site in another language must give every word. */
export const hasBuiltInWords = (locale: string): boolean =>
  (builtInLanguages as readonly string[]).includes(primaryOf(locale))

/** The words of `locale`, with the site's own changes (`words:` in site.yaml) laid over the built-in ones. */
export function wordsFor(locale: string, changes: Partial<Record<string, string>> = {}): Words {
  const words = { ...tables[builtInLanguageOf(locale)] }
  for (const key of wordKeys) {
    const changed = changes[key]
    if (typeof changed === 'string') words[key] = changed
  }
  return words
}

export { fillWords } from './fill-words.ts'
