import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { checkSite } from './check-site.ts'

/**
 * The check grows in step with the text: a draft of about 700 KB is checked in well under the bound
 * below, however its size is made up (before duplicate keys were found in one pass, a map of
 * 30,000 keys took minutes). A bound, not a benchmark: it fails only when a step turns quadratic.
 */
const boundMs = 10_000

const fixtures = fileURLToPath(new URL('../testing/fixtures/', import.meta.url))
const minimal = readFileSync(`${fixtures}minimal.yaml`, 'utf8')

function timed(text: string) {
  const started = performance.now()
  const result = checkSite(text, { publicDir: `${fixtures}public` })
  return { ...result, ms: performance.now() - started }
}

/** The fixture with `count` more keys under business:, every thousandth written twice. */
function hugeMap(count: number): string {
  const lines: string[] = []
  for (let index = 0; index < count; index++) {
    const key = index % 1000 === 999 ? index - 1 : index
    lines.push(`  k${String(key).padStart(5, '0')}: a short note ${index}`)
  }
  return minimal.replace('business:\n', `business:\n${lines.join('\n')}\n`)
}

/** The fixture with `count` short posts, each with a broken link, a missing picture and an unknown related post. */
function manyPosts(count: number): string {
  const posts: string[] = []
  for (let id = 2; id < count + 2; id++) {
    posts.push(
      [
        `    - id: ${id}`,
        `      slug: post-${id}`,
        `      title: Post number ${id}`,
        `      date: "2025-04-12"`,
        `      excerpt: A short post about cleaning sofas, carpets and mattresses at home, number ${id}.`,
        `      content: |`,
        `        Blot, do not rub. See [the last one](/blog/post-${id - 1}) and [this](/blog/gone-${id}).`,
        ``,
        `        Then [call us](/about) or read [more](/blog/post-${id + 1}). Dust and red soil settle on Nairobi windows every day, so we clean them often.`,
        `      author: The Ruiru team`,
        `      category: Sofa Cleaning`,
        `      location: Nairobi`,
        `      featuredImage: { src: "/images/post-${id}.svg", alt: A clean sofa }`,
        `      relatedPosts: [1, ${count + 1000 + id}]`,
        `      tags: [sofa, stains]`,
        `      metaDescription: How to lift stains from a sofa, part ${id}.`,
      ].join('\n'),
    )
  }
  return minimal.replace('  categories:', `${posts.join('\n')}\n  categories:`)
}

describe('checking a large draft', () => {
  it('reads a map of 30,000 keys, with keys written twice, within the bound', () => {
    const text = hugeMap(30_000)
    expect(text.length).toBeGreaterThan(700_000)
    const { errors, ms } = timed(text)
    const twice = errors.filter((problem) => problem.message.endsWith('is written twice in the same place'))
    expect(twice).toHaveLength(30)
    expect(twice[0]).toMatchObject({ line: 1001, col: 3, path: ['business', 'k00998'] })
    expect(errors).toHaveLength(30 + 29_970)
    expect(ms).toBeLessThan(boundMs)
  })

  it('cross-checks 1,000 posts full of broken links within the bound', () => {
    const text = manyPosts(1000)
    expect(text.length).toBeGreaterThan(700_000)
    const { errors, ms } = timed(text)
    const kinds = (path: readonly (string | number)[]) =>
      path.at(-1) === 'content' ? 'link' : String(path.at(-2) ?? path.at(-1))
    const counts = errors.reduce<Record<string, number>>((all, { path }) => {
      const kind = kinds(path)
      return { ...all, [kind]: (all[kind] ?? 0) + 1 }
    }, {})
    // Each post: a link to a post that does not exist, its picture and a related post; and the links
    // back from the first post and on from the last lead nowhere.
    expect(counts).toEqual({ link: 1002, featuredImage: 1000, relatedPosts: 1000 })
    expect(errors.find((problem) => problem.path.at(-1) === 'content')?.path).toEqual(['blog', 'posts', 1, 'content'])
    expect(ms).toBeLessThan(boundMs)
  })
})
