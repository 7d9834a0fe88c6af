import { isRecord } from '../../../model/is-record.ts'
import type { SiteLanguage } from '../../../languages/site-languages.ts'

/** The page to preview once `language` is chosen: the translation of the page shown, or the language's home page. */
export function previewInLanguage(data: unknown, shown: string, language: SiteLanguage): string {
  const pages = isRecord(data) && isRecord(data.pages) ? data.pages : {}
  const page = pages[shown]
  const main = isRecord(page) && typeof page.translationOf === 'string' ? page.translationOf : shown
  if (language.isMain) return main in pages ? main : '/'
  const translation = Object.entries(pages).find(
    ([, other]) => isRecord(other) && other.language === language.code && other.translationOf === main,
  )
  return translation?.[0] ?? language.path
}
