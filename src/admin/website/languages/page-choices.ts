import { isRecord } from '../../../model/is-record.ts'
import type { Path } from '../form/json-schema.ts'
import { editorLanguages, pageLanguageCode } from './editor-languages.ts'
import { writtenPosts } from '../../../languages/blog-in-language.ts'

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

/** The main language's posts by title, for the post a translated post translates; the value is the post's number. */
export function mainPosts(data: unknown): Choice[] {
  const main = editorLanguages(data)[0]?.code
  return writtenPosts(data).flatMap((post) =>
    isRecord(post) && typeof post.id === 'number' && (post.language === undefined || post.language === main)
      ? [{ value: String(post.id), words: typeof post.title === 'string' ? post.title : String(post.id) }]
      : [],
  )
}

/**
 * The choices of a page's or post's language (by name) and of the page or post it translates (by title), so
 * that none is written as a code, an address or a number; undefined for every other field.
 */
export function pageFieldChoices(data: unknown, path: Path): Choice[] | undefined {
  const languages = () => editorLanguages(data).map(({ code, name }) => ({ value: code, words: name }))
  const [section, address, field] = path
  if (section === 'blog' && address === 'posts' && typeof field === 'number' && path.length === 4) {
    if (path[3] === 'language') return languages()
    if (path[3] === 'translationOf') return mainPosts(data)
    return undefined
  }
  if (section !== 'pages' || typeof address !== 'string' || path.length !== 3) return undefined
  if (field === 'language') return languages()
  if (field === 'translationOf') return mainPages(data, address)
  return undefined
}
