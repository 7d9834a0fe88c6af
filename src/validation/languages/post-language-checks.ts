import { isRecord } from '../../model/is-record.ts'
import { mainBlogPath } from '../../model/blog-data.ts'
import { messages } from '../messages.ts'
import { asArray } from '../checks/routes.ts'
import type { Context } from '../checks/semantic-context.ts'
import type { WrittenLanguage, WrittenLanguages } from './written-languages.ts'

interface WrittenPost {
  post: Record<string, unknown>
  index: number
  language?: WrittenLanguage
}

const blogPathOf = (language: WrittenLanguage): string =>
  language.path === '/' ? mainBlogPath : `${language.path}${mainBlogPath}`

/**
 * Each post is in one of the site's languages, with a slug of its own among that language's posts; a post in
 * another language may translate one main-language post, which no other post of its language translates, and is
 * listed on a page of its language's blog. A post suggests posts of its own language, or main-language posts
 * translated into it.
 */
export function checkPostLanguages(context: Context, languages: WrittenLanguages): void {
  const { data, report, where } = context
  const { main, others } = languages
  if (!main || !isRecord(data.blog)) return
  const isMain = (code: unknown) => code === undefined || code === main.code
  const byCode = new Map(others.map((language) => [language.code, language]))
  const posts: WrittenPost[] = asArray(data.blog.posts).flatMap((post, index) =>
    isRecord(post) ? [{ post, index, language: isMain(post.language) ? main : byCode.get(String(post.language)) }] : [],
  )
  const at = (index: number, ...rest: (string | number)[]) => ['blog', 'posts', index, ...rest]
  const languageOfId = new Map(posts.map(({ post, language }) => [post.id, language]))
  const mainIds = posts.flatMap(({ post, language }) =>
    language === main && typeof post.id === 'number' ? [post.id] : [],
  )
  const translations = new Map<string, unknown>()
  const slugs = new Set<string>()
  const listed = new Set<WrittenLanguage>()
  for (const { post, index, language } of posts) {
    if (!language) {
      const codes = [...byCode.keys()]
      if (typeof post.language === 'string')
        report(
          messages.unknownPageLanguage(where(at(index, 'language')), post.language, [main.code, ...codes], codes),
          at(index, 'language'),
        )
      continue
    }
    if (typeof post.slug === 'string') {
      const key = `${language.code} ${post.slug}`
      const place = at(index, 'slug')
      if (slugs.has(key))
        report(
          language === main
            ? messages.duplicateSlug(where(place), post.slug)
            : messages.duplicateSlugInLanguage(where(place), post.slug, language.name),
          place,
        )
      slugs.add(key)
    }
    if (language !== main && !listed.has(language)) {
      listed.add(language)
      const blogPath = blogPathOf(language)
      if (!isRecord(data.pages) || !isRecord(data.pages[blogPath]))
        report(
          messages.noBlogPage(where(at(index, 'language')), language.name, language.code, blogPath, mainBlogPath),
          at(index, 'language'),
        )
    }
    const id = post.translationOf
    if (id === undefined) continue
    const place = at(index, 'translationOf')
    if (language === main) report(messages.postTranslationOfMainPost(where(place), main.name), place)
    else if (typeof id !== 'number') continue
    else if (!mainIds.includes(id)) {
      const other = languageOfId.get(id)
      if (other) report(messages.postTranslationOfOtherLanguage(where(place), id, other.name, main.name), place)
      else report(messages.postTranslationOfMissing(where(place), id, main.name, mainIds), place)
    } else if (translations.has(`${language.code} ${id}`))
      report(
        messages.postTranslatedTwice(where(place), id, language.name, translations.get(`${language.code} ${id}`)),
        place,
      )
    else translations.set(`${language.code} ${id}`, post.id)
  }
  for (const { post, index, language } of posts) {
    if (!language) continue
    asArray(post.relatedPosts).forEach((id, relatedIndex) => {
      const other = languageOfId.get(id)
      // An unknown post is reported with the blog's own checks.
      if (typeof id !== 'number' || other === undefined || other === language) return
      if (other === main && translations.has(`${language.code} ${id}`)) return
      const place = at(index, 'relatedPosts', relatedIndex)
      report(messages.relatedInOtherLanguage(where(place), id, language.name), place)
    })
  }
}
