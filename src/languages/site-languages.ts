import type { Language } from '../schema/languages.ts'
import type { Page, Site } from '../schema/site.ts'
import { languagePath } from './language-paths.ts'

/** A language the site is offered in, with everything its pages and menus need to know of it. */
export interface SiteLanguage {
  code: string
  /** The language's name in its own words: "Kiswahili", "English". */
  name: string
  /** Where its pages live: "/" for the main language, "/sw" for another. */
  path: string
  isMain: boolean
  untranslated: NonNullable<Language['untranslated']>
}

/** A language's name in its own words, from the browser's and Node's own list of languages. */
export function languageName(code: string): string {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code.split('-')[0]!) ?? code
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1)
}

/** Every language of the site, the main one (business.locale) first. */
export function siteLanguages(site: Pick<Site, 'business' | 'languages'>): SiteLanguage[] {
  const main: SiteLanguage = {
    code: site.business.locale,
    name: languageName(site.business.locale),
    path: '/',
    isMain: true,
    untranslated: 'leave-out',
  }
  return [
    main,
    ...(site.languages ?? []).map((language) => ({
      code: language.code,
      name: language.name ?? languageName(language.code),
      path: languagePath(language),
      isMain: false,
      untranslated: language.untranslated ?? 'leave-out',
    })),
  ]
}

/** The language a page is written in: its own `language`, or the site's main one. */
export const pageLanguage = (page: Pick<Page, 'language'>, site: Pick<Site, 'business'>): string =>
  page.language ?? site.business.locale
