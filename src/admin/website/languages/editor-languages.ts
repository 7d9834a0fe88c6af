import { isRecord } from '../../../model/is-record.ts'
import { siteLanguages, type SiteLanguage } from '../../../languages/site-languages.ts'
import type { Path } from '../form/json-schema.ts'

/**
 * The languages of the draft, the main one first, named in their own words; just the main one while the draft
 * names none, and none while it has no main language to start from (a draft being written).
 */
export function editorLanguages(data: unknown): SiteLanguage[] {
  if (!isRecord(data) || !isRecord(data.business) || typeof data.business.locale !== 'string') return []
  const languages = Array.isArray(data.languages)
    ? data.languages.filter((language) => isRecord(language) && typeof language.code === 'string')
    : []
  try {
    return siteLanguages({ business: data.business, languages } as Parameters<typeof siteLanguages>[0])
  } catch {
    // A code the browser does not know as a language (one being typed) names no language yet.
    return []
  }
}

/** The code of the language the page at `address` is written in: its own `language`, or the main one. */
export function pageLanguageCode(data: unknown, address: string): string | undefined {
  const pages = isRecord(data) && isRecord(data.pages) ? data.pages : {}
  const page = pages[address]
  if (isRecord(page) && typeof page.language === 'string') return page.language
  return editorLanguages(data)[0]?.code
}

/** The position of the language `code` under `languages:`, or undefined for the main language. */
export function languageIndex(data: unknown, code: string): number | undefined {
  const languages = isRecord(data) && Array.isArray(data.languages) ? data.languages : []
  const index = languages.findIndex((language) => isRecord(language) && language.code === code)
  return index < 0 ? undefined : index
}

/** Where a language's words for a part shared by every page are: `languages[1].texts.footer`. */
export const textsPath = (index: number, part: string): Path => ['languages', index, 'texts', part]

/** Whether `path` is a language's texts as a whole: they are written with that language chosen, part by part. */
export const isLanguageTexts = (path: Path): boolean =>
  path.length === 3 && path[0] === 'languages' && typeof path[1] === 'number' && path[2] === 'texts'

/** Whether `path` is inside a language's texts, which follow the main language's item by item. */
export const isInTexts = (path: Path): boolean =>
  path[0] === 'languages' && typeof path[1] === 'number' && path[2] === 'texts'

/**
 * The place in the main language that the text at `path` translates: the same place in the shared parts for a
 * language's texts, the same block and field in the page a translated page translates, the same field of the
 * post a translated post translates. Undefined elsewhere.
 */
export function counterpartOf(data: unknown, path: Path): Path | undefined {
  if (isInTexts(path) && path.length > 3) return path.slice(3)
  if (path[0] === 'blog' && path[1] === 'posts' && typeof path[2] === 'number') return postCounterpart(data, path)
  const [section, address, ...rest] = path
  if (section !== 'pages' || typeof address !== 'string' || rest.length === 0) return undefined
  const pages = isRecord(data) && isRecord(data.pages) ? data.pages : {}
  const page = pages[address]
  if (!isRecord(page) || typeof page.translationOf !== 'string' || page.translationOf === address) return undefined
  if (rest[0] === 'language' || rest[0] === 'translationOf') return undefined
  return ['pages', page.translationOf, ...rest]
}

/** The same field of the post that the post at `path` translates, when it translates one. */
function postCounterpart(data: unknown, path: Path): Path | undefined {
  const [, , index, field, ...rest] = path
  const posts = isRecord(data) && isRecord(data.blog) && Array.isArray(data.blog.posts) ? data.blog.posts : []
  const post = posts[index as number]
  if (!isRecord(post) || post.translationOf === undefined || field === undefined) return undefined
  if (field === 'language' || field === 'translationOf' || field === 'slug') return undefined
  const original = posts.findIndex((candidate) => isRecord(candidate) && candidate.id === post.translationOf)
  return original < 0 || original === index ? undefined : ['blog', 'posts', original, field, ...rest]
}
