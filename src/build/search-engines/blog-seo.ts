import escapeXml from 'escape-html'
import { newestFirst, type PostPage } from '../../model/blog-data.ts'
import type { Business } from '../../schema/business.ts'
import type { Site } from '../../schema/site.ts'
import { blogPathIn, postPathIn } from '../../languages/blog-in-language.ts'
import { siteWords } from '../../words/site-words.ts'
import { fillWords } from '../../words/words.ts'

const absolute = (path: string, business: Business): string => new URL(path, business.url).href

/** schema.org BlogPosting for one post, made from its fields: never written by hand. */
export function blogPostingJsonLd(post: PostPage, business: Business, logo?: string): Record<string, unknown> {
  const url = absolute(post.path, business)
  const isBusiness = post.author.includes(business.name) || /\bteam\b/i.test(post.author)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description: post.metaDescription,
    datePublished: post.date,
    dateModified: post.date,
    inLanguage: business.locale,
    articleSection: post.category,
    keywords: post.tags.join(', '),
    image: absolute(post.image.src, business),
    author: { '@type': isBusiness ? 'Organization' : 'Person', name: post.author },
    publisher: {
      '@type': 'Organization',
      name: business.name,
      url: absolute('/', business),
      ...(logo ? { logo: { '@type': 'ImageObject', url: absolute(logo, business) } } : {}),
    },
    contentLocation: { '@type': 'Place', name: post.location },
  }
}

/** RFC 822 date for RSS, at noon UTC so no time zone moves the day. */
const rssDate = (date: string): string => new Date(`${date}T12:00:00Z`).toUTCString()

/** Where the feed of a language's blog is: /blog/feed.xml, /sw/blog/feed.xml. */
export const feedPathIn = (site: Parameters<typeof blogPathIn>[0]): string => `${blogPathIn(site)}/feed.xml`

/** The RSS 2.0 feed of the blog of one language (`site` as that language shows it): the newest posts, each with its excerpt. */
export function rssXml(site: Site, limit = 50): string {
  const { business } = site
  const words = siteWords(site)
  const posts = newestFirst(site.blog?.posts ?? []).slice(0, limit)
  const items = posts.map((post) => {
    const url = absolute(postPathIn(site, post), business)
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${rssDate(post.date)}</pubDate>`,
      `      <category>${escapeXml(post.category)}</category>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      '    </item>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(fillWords(words.blogFeed, { name: business.name }))}</title>`,
    `    <link>${escapeXml(absolute(blogPathIn(site), business))}</link>`,
    `    <atom:link href="${escapeXml(absolute(feedPathIn(site), business))}" rel="self" type="application/rss+xml" />`,
    `    <description>${escapeXml(business.tagline ?? fillWords(words.blogFeedDescription, { name: business.name }))}</description>`,
    `    <language>${escapeXml(business.locale)}</language>`,
    ...(posts[0] ? [`    <lastBuildDate>${rssDate(posts[0].date)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
