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

/**
 * A new post in `language` for the main-language post at `index` of `blog.posts`: the next unused number, saying
 * which post it translates, and starting from a copy of that post to write over, placed after the last post
 * (`at`). Its slug may stay: each language's posts live at an address of their own.
 */
export function startPostTranslation(
  data: unknown,
  index: number,
  language: SiteLanguage,
): { post: Record<string, unknown>; at: number } {
  const posts = isRecord(data) && isRecord(data.blog) && Array.isArray(data.blog.posts) ? data.blog.posts : []
  const main = isRecord(posts[index]) ? posts[index] : {}
  const ids = posts.flatMap((post) => (isRecord(post) && typeof post.id === 'number' ? [post.id] : []))
  // The posts it suggests are in the main language; the translation suggests its own language's.
  const { relatedPosts: _related, ...copy } = main
  const post = { ...copy, id: Math.max(0, ...ids) + 1, language: language.code, translationOf: main.id }
  return { post, at: posts.length }
}
