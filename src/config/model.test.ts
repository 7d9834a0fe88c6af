import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { checkSiteText } from './check-site.ts'
import { routeData, shellData } from './model.ts'
import type { BlogPost, Site } from './site-schema.ts'

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url))
const site = checkSiteText(readFileSync(`${fixtures}minimal.yaml`, 'utf8'), { publicDir: `${fixtures}public` })
  .site as Site

const manyPosts = (count: number): BlogPost[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    slug: `post-${index + 1}`,
    title: `Post ${index + 1}`,
    date: '2025-05-01',
    excerpt: 'A post.',
    content: 'Long article text. '.repeat(200),
  }))

describe('splitting the site into shell and route data', () => {
  it('gives every page, redirect and post its own route data', () => {
    expect(routeData(site).map((route) => `${route.kind} ${route.path}`)).toEqual([
      'page /',
      'page /about',
      'page /sofacleaning',
      'redirect /old-sofas',
      'post /blog/sofa-stains',
    ])
  })

  it('keeps the shell every page downloads the same size when the blog grows from 1 to 1,000 posts', () => {
    const grown: Site = { ...site, blog: { posts: manyPosts(1000) } }
    expect(JSON.stringify(shellData(grown))).toBe(JSON.stringify(shellData(site)))
    expect(routeData(grown).filter((route) => route.kind === 'post')).toHaveLength(1000)
  })
})
