import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { routeData, shellData } from '../build/site-routes.ts'
import { rssXml } from '../build/search-engines/blog-seo.ts'
import { sitemapXml } from '../build/search-engines/site-files.ts'
import { checkSite } from '../validation/check-site.ts'
import { untranslatedReport } from '../validation/languages/untranslated-report.ts'
import type { Site } from '../schema/site.ts'
import { siteInLanguage } from './site-in-language.ts'
import { linkInLanguage } from './translations.ts'

const fixtures = fileURLToPath(new URL('../testing/fixtures/', import.meta.url))

const swahiliPost = `    - id: 2
      language: sw-KE
      translationOf: 1
      slug: madoa-ya-sofa
      title: Madoa ya sofa
      date: "2025-04-13"
      excerpt: Jinsi ya kuondoa madoa.
      content: Futa kwa upole, usisugue.
      author: Timu ya Ruiru
      category: Sofa Cleaning
      location: Nairobi
      featuredImage: { src: "/images/sofa.svg", alt: Sofa safi }
      tags: [sofa]
      metaDescription: Jinsi ya kuondoa madoa kwenye sofa.
    - id: 3
      slug: carpet-dust
      title: Carpet dust
      date: "2025-04-14"
      excerpt: Dust in the dry months.
      content: Vacuum twice a week.
      author: The Ruiru team
      category: Carpet Cleaning
      location: Nairobi
      featuredImage: { src: "/images/sofa.svg", alt: A clean carpet }
      tags: [carpet]
      metaDescription: Keeping carpets free of dust.
`

/** The minimal site with Swahili: its sofa post translated, with a Swahili blog to list it; the carpet post not. */
const text = `${readFileSync(`${fixtures}minimal.yaml`, 'utf8').replace('  categories:', `${swahiliPost}  categories:`)}
  /blog:
    title: Blog
    description: Our posts.
    blocks:
      - type: blog-posts
  /sw/blog:
    language: sw-KE
    translationOf: /blog
    title: Blogu
    description: Makala zetu.
    blocks:
      - type: blog-posts
languages:
  - code: sw-KE
`

const checked = checkSite(text, { publicDir: `${fixtures}public` })
const site = checked.site as Site

describe('a blog in two languages', () => {
  it('is a site the check accepts', () => {
    expect(checked.errors).toEqual([])
  })

  it("gives each language's blog the posts written in it, under its own path", () => {
    expect(siteInLanguage(site, 'en-KE').blog?.posts.map((post) => post.id)).toEqual([1, 3])
    expect(siteInLanguage(site, 'sw-KE').blog?.posts.map((post) => post.id)).toEqual([2])
    const paths = routeData(site).map((route) => `${route.language} ${route.path}`)
    expect(paths).toEqual(
      expect.arrayContaining([
        'en-KE /blog/sofa-stains',
        'en-KE /blog/carpet-dust',
        'sw-KE /sw/blog/madoa-ya-sofa',
        'sw-KE /sw/blog',
      ]),
    )
    expect(paths).not.toContain('sw-KE /sw/blog/carpet-dust')
  })

  it('lists the Swahili post on the Swahili blog, leads back there, and suggests no post in another language', () => {
    const routes = routeData(site)
    const listing = routes.find((route) => route.path === '/sw/blog')
    expect(listing?.kind === 'page' && JSON.stringify(listing.page)).toContain('"path":"/sw/blog/madoa-ya-sofa"')
    const post = routes.find((route) => route.path === '/sw/blog/madoa-ya-sofa')
    expect(post?.kind === 'post' && post.post.blogPath).toBe('/sw/blog')
    expect(post?.kind === 'post' && post.post.related).toEqual([])
  })

  it('pairs a post with its translation both ways, for the language switch, the links and the sitemap', () => {
    expect(linkInLanguage(site, '/blog/sofa-stains', 'sw-KE')).toBe('/sw/blog/madoa-ya-sofa')
    expect(linkInLanguage(site, '/blog/carpet-dust', 'sw-KE')).toBe('/blog/carpet-dust')
    const shell = shellData(site, 'sw-KE')
    expect(shell.translations).toContainEqual({ 'en-KE': '/blog/sofa-stains', 'sw-KE': '/sw/blog/madoa-ya-sofa' })
    const sitemap = sitemapXml(site, ['/blog/sofa-stains', '/sw/blog/madoa-ya-sofa'], shell)
    expect(sitemap.match(/hreflang="sw-KE" href="https:\/\/[^"]+\/sw\/blog\/madoa-ya-sofa"/g)).toHaveLength(2)
  })

  it('has a feed per language, in its language, with its own posts', () => {
    const swahili = rssXml(siteInLanguage(site, 'sw-KE'))
    expect(swahili).toContain('<language>sw-KE</language>')
    expect(swahili).toContain('/sw/blog/madoa-ya-sofa</link>')
    expect(swahili).toContain('/sw/blog/feed.xml')
    expect(swahili).not.toContain('carpet-dust')
    expect(rssXml(siteInLanguage(site, 'en-KE'))).toContain('/blog/carpet-dust</link>')
  })

  it('reports the posts not yet translated once the language has a blog', () => {
    const report = untranslatedReport(site)
    expect(report).toContain('1 post')
    expect(report).toContain('post /blog/carpet-dust')
    expect(report).not.toContain('post /blog/sofa-stains')
  })
})

describe('the check of posts in languages', () => {
  const problems = (yaml: string) => checkSite(yaml, { publicDir: `${fixtures}public` }).errors.map((e) => e.message)

  it('asks for the page that lists a language’s posts', () => {
    expect(problems(text.replace(/ {2}\/sw\/blog:\n(?: {4}.*\n| {6}.*\n)+/, ''))).toEqual([
      expect.stringContaining('the Kiswahili posts are listed at "/sw/blog", but there is no page there'),
    ])
  })

  it('refuses a translation of no post, of a translation, and a second translation of one post', () => {
    const second = swahiliPost.split('    - id: 3')[0]!.replace('id: 2', 'id: 4').replace('madoa-ya-sofa', 'madoa')
    const twice = text.replace('    - id: 3\n', `${second}    - id: 3\n`)
    expect(problems(twice)).toEqual([expect.stringContaining('post 1 is already translated into Kiswahili by post 2')])
    expect(problems(text.replace('translationOf: 1', 'translationOf: 9'))).toEqual([
      expect.stringContaining('there is no post 9 in English to translate'),
    ])
  })

  it('refuses a related post in another language that has no translation', () => {
    expect(problems(text.replace('translationOf: 1\n', 'translationOf: 1\n      relatedPosts: [3]\n'))).toEqual([
      expect.stringContaining('post 3 is not in Kiswahili, and has no Kiswahili translation to suggest instead'),
    ])
  })
})
