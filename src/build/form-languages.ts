import { siteInLanguage } from '../languages/site-in-language.ts'
import { siteLanguages } from '../languages/site-languages.ts'
import type { SiteManifest } from '../model/manifest.ts'
import { withOpeningHours } from '../model/time/opening-hours.ts'
import type { Site } from '../schema/site.ts'
import { siteWords } from '../words/site-words.ts'

/**
 * What the receiver needs to answer a form in the language it was sent in: the main language, the forms as each
 * other language writes them, and every language's words.
 */
export function formLanguages(site: Site): Pick<SiteManifest, 'language' | 'formsByLanguage' | 'wordsByLanguage'> {
  const languages = siteLanguages(site).map(({ code, isMain }) => ({ code, isMain, site: siteInLanguage(site, code) }))
  return {
    language: site.business.locale,
    formsByLanguage: Object.fromEntries(
      languages
        .filter(({ isMain }) => !isMain)
        .map(({ code, site: inLanguage }) => [code, withOpeningHours(inLanguage.forms, inLanguage.business)]),
    ),
    wordsByLanguage: Object.fromEntries(languages.map(({ code, site: inLanguage }) => [code, siteWords(inLanguage)])),
  }
}
