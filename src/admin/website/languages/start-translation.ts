import { isRecord } from '../../../model/is-record.ts'
import type { SiteLanguage } from '../../../languages/site-languages.ts'
import { freeName } from '../jobs/web-address.ts'

/**
 * A new page in `language` for the main-language page at `address`: under the language's address, saying which
 * page it translates, and starting from a copy of that page's title, description and sections to write over.
 */
export function startTranslation(
  data: unknown,
  address: string,
  language: SiteLanguage,
): { address: string; page: Record<string, unknown> } {
  const pages = isRecord(data) && isRecord(data.pages) ? data.pages : {}
  const main = isRecord(pages[address]) ? pages[address] : {}
  const wanted = address === '/' ? language.path : `${language.path}${address}`
  return {
    address: freeName(wanted, (name) => name in pages),
    page: { language: language.code, translationOf: address, ...main },
  }
}
