import { blogPostPath, mainBlogPath } from '../model/blog-data.ts'
import { isRecord } from '../model/is-record.ts'
import type { Blog, BlogPost } from '../schema/blog.ts'
import { homePathIn, type LanguageAddress } from './language-paths.ts'

/** What the blog's addresses depend on: the site's main language and the other languages' paths. */
export interface LanguagePaths {
  business: { locale: string }
  languages?: readonly LanguageAddress[]
}

/** Where the blog of the language `code` lives: /blog for the main language, /sw/blog under Swahili's path. */
export function blogPathIn(site: LanguagePaths, code = site.business.locale): string {
  const home = homePathIn(site, code)
  return home === '/' ? mainBlogPath : `${home}${mainBlogPath}`
}

/** The language a post is written in: its own `language`, or the site's main one. */
export const postLanguage = (post: Pick<BlogPost, 'language'>, main: string): string => post.language ?? main

/** A post's address, under the blog of its language. */
export const postPathIn = (site: LanguagePaths, post: Pick<BlogPost, 'slug' | 'language'>): string =>
  blogPostPath(post.slug, blogPathIn(site, postLanguage(post, site.business.locale)))

/**
 * The blog as the language `code` shows it: the posts written in it. None for another language with no
 * posts; the main language keeps its blog even when it is empty.
 */
export function blogIn(blog: Blog | undefined, main: string, code: string): Blog | undefined {
  if (!blog) return undefined
  const posts = blog.posts.filter((post) => postLanguage(post, main) === code)
  return code === main || posts.length > 0 ? { ...blog, posts } : undefined
}

/**
 * The address of a post as site.yaml writes it, read before the site is known to be valid (the check, the
 * editor); undefined without a slug. The main language listed again under "languages:" does not move its posts.
 */
export function writtenPostPath(data: unknown, post: unknown): string | undefined {
  if (!isRecord(post) || typeof post.slug !== 'string') return undefined
  const main = isRecord(data) && isRecord(data.business) ? String(data.business.locale) : ''
  const languages = (isRecord(data) && Array.isArray(data.languages) ? data.languages : []).filter(
    (language): language is LanguageAddress =>
      isRecord(language) && typeof language.code === 'string' && language.code !== main,
  )
  const language = typeof post.language === 'string' ? post.language : undefined
  return postPathIn({ business: { locale: main }, languages }, { slug: post.slug, language })
}

/** The posts as site.yaml writes them, at their places, before the site is known to be valid. */
export const writtenPosts = (data: unknown): unknown[] =>
  isRecord(data) && isRecord(data.blog) && Array.isArray(data.blog.posts) ? data.blog.posts : []
