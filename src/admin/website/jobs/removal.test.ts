import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { applyEdit } from '../../../site-text/edit.ts'
import { postRemoval, serviceRemoval } from './removal.ts'

const text = readFileSync(join(import.meta.dirname, '../../../../site.yaml'), 'utf8')
const data = parse(text) as {
  services: { name: string; link: string }[]
  pages: Record<string, unknown>
  blog: { posts: { id: number; slug: string; relatedPosts?: number[] }[] }
}

describe('serviceRemoval', () => {
  it('takes away the card and the page, and names the places that link to the page', () => {
    const index = data.services.findIndex((service) => service.link === '/carpetcleaning')
    const { edits, breaking } = serviceRemoval(data, index)
    const after = parse(edits.reduce((current, edit) => applyEdit(current, edit), text)) as typeof data
    expect(after.services.map((service) => service.name)).not.toContain('Carpet Cleaning')
    expect(after.pages['/carpetcleaning']).toBeUndefined()
    expect(breaking.length).toBeGreaterThan(0)
    expect(breaking.every((path) => path[0] !== 'services' || path[1] !== index)).toBe(true)
  })
})

describe('postRemoval', () => {
  it('names the posts that suggest it as related', () => {
    const index = data.blog.posts.findIndex((post) =>
      data.blog.posts.some((other) => other.relatedPosts?.includes(post.id)),
    )
    const { edits, breaking } = postRemoval(data, index)
    expect(edits).toEqual([{ op: 'remove', path: ['blog', 'posts', index] }])
    expect(breaking.some((path) => path.at(-1) === 'relatedPosts')).toBe(true)
  })
})
