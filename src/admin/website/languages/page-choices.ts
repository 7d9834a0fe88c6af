import { isRecord } from '../../../model/is-record.ts'
import type { Path } from '../form/json-schema.ts'
import { editorLanguages, pageLanguageCode } from './editor-languages.ts'

/** One choice of a select: the value site.yaml holds, and the words shown for it. */
export interface Choice {
  value: string
  words: string
}

/** The main language's pages by title, for the page a translated page translates. */
export function mainPages(data: unknown, except?: string): Choice[] {
  const pages = isRecord(data) && isRecord(data.pages) ? data.pages : {}
  const main = editorLanguages(data)[0]?.code
  return Object.entries(pages).flatMap(([address, page]) =>
    address !== except && pageLanguageCode(data, address) === main
      ? [{ value: address, words: isRecord(page) && typeof page.title === 'string' ? page.title : address }]
      : [],
  )
}

/**
 * The choices of a page's language (by name) and of the page it translates (by title), so that neither is
 * written as a code or an address; undefined for every other field.
 */
export function pageFieldChoices(data: unknown, path: Path): Choice[] | undefined {
  const [section, address, field] = path
  if (section !== 'pages' || typeof address !== 'string' || path.length !== 3) return undefined
  if (field === 'language') return editorLanguages(data).map(({ code, name }) => ({ value: code, words: name }))
  if (field === 'translationOf') return mainPages(data, address)
  return undefined
}
