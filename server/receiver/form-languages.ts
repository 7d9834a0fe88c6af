import type { FormDefinition } from '../../src/forms/schema.ts'
import type { FormLanguage } from '../../src/forms/form-language.ts'
import { languageField } from '../../src/forms/json-schema.ts'
import { businessLanguage } from '../../src/forms/business-language.ts'
import { isRecord } from '../../src/model/is-record.ts'
import type { SiteManifest } from '../../src/model/manifest.ts'
import { wordsFor } from '../../src/words/words.ts'

/** A language a form can be sent in: its code, the forms as it writes them, and the words the receiver answers in. */
export interface ReceivedLanguage {
  /** "sw-KE"; none for the one language of a site whose build did not say (built before the site had languages). */
  code?: string
  forms: Record<string, FormDefinition>
  language: FormLanguage
}

const known = new WeakMap<SiteManifest, ReceivedLanguage[]>()

/** The site's languages as its build describes them (site-manifest.json), the main one first; made once per build. */
export function receivedLanguages(manifest: SiteManifest): ReceivedLanguage[] {
  const made = known.get(manifest)
  if (made) return made
  const inLanguage = (code: string, forms: Record<string, FormDefinition>): ReceivedLanguage => ({
    code,
    forms,
    language: { locale: code, words: manifest.wordsByLanguage?.[code] ?? wordsFor(code) },
  })
  const main = manifest.language
  const languages = [
    main ? inLanguage(main, manifest.forms ?? {}) : { forms: manifest.forms ?? {}, language: businessLanguage },
    ...Object.entries(manifest.formsByLanguage ?? {}).map(([code, forms]) => inLanguage(code, forms)),
  ]
  known.set(manifest, languages)
  return languages
}

/**
 * The language a request was sent in: the site's language its `_language` names (in any case), else the main one
 * (the first), for a request sent without it or with a language the site does not have. The sent text itself is
 * never kept.
 */
export function sentLanguage<Language extends { code?: string }>(
  body: unknown,
  languages: readonly Language[],
): Language {
  const sent = isRecord(body) ? body[languageField] : undefined
  const named = typeof sent === 'string' ? sent.toLowerCase() : undefined
  return languages.find((candidate) => candidate.code?.toLowerCase() === named) ?? languages[0]!
}
