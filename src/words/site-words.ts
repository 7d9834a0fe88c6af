import { wordsFor, type Words } from './words.ts'

/** What a site says of its words: its language, and its changes to the product's own words. */
export interface SiteWordsSource {
  business: { locale: string }
  words?: Partial<Record<string, string>>
}

/** The words of a site's pages: those of its language (`business.locale`), with its own changes (`words:`). */
export const siteWords = (site: SiteWordsSource): Words => wordsFor(site.business.locale, site.words)
