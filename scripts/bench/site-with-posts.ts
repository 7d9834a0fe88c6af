import { parse, stringify } from 'yaml'
import type { BlogPost } from '../../src/schema/blog.ts'
import type { Site } from '../../src/schema/site.ts'

/**
 * For tests and measurements: a site.yaml text with `count` blog posts, copied round-robin from the
 * main-language posts of `siteText` (as `npm run bench:blog` builds its large site), each with its own id,
 * slug, title, date and related posts. Posts in other languages are left out: one suggests and translates
 * posts by their ids, which the copies number anew.
 */
export function siteWithPosts(siteText: string, count: number): string {
  const site = parse(siteText) as Site
  const real = (site.blog?.posts ?? []).filter((post) => !post.language || post.language === site.business.locale)
  if (!site.blog || real.length === 0) throw new Error('The site has no blog posts to copy from.')
  const posts: BlogPost[] = Array.from({ length: count }, (_, index) => {
    const model = real[index % real.length] as BlogPost
    const id = index + 1
    return {
      ...model,
      id,
      slug: `${model.slug}-${id}`,
      title: `${model.title} (${id})`,
      date: new Date(Date.UTC(2022, 0, 1) + index * 86_400_000).toISOString().slice(0, 10),
      relatedPosts: [((id + 1) % count) + 1, ((id + 2) % count) + 1],
    }
  })
  return stringify({ ...site, blog: { ...site.blog, posts } }, { lineWidth: 0, aliasDuplicateObjects: false })
}
