import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { applyEdit } from '../../../site-text/edit.ts'
import { checkSite } from '../../../validation/check-site.ts'
import { newPostEdits, nextPostNumber, postAddress } from './new-post.ts'

const root = join(import.meta.dirname, '../../../..')
const text = readFileSync(join(root, 'site.yaml'), 'utf8')
const data = parse(text) as { blog: { posts: { id: number; slug: string }[]; categories: string[] } }

describe('newPostEdits', () => {
  it('gives a number not in use and an address made from the title', () => {
    const ids = data.blog.posts.map((post) => post.id)
    expect(ids).not.toContain(nextPostNumber(data))
    expect(postAddress(data, 'Clean Windows Without Streaks!')).toBe('clean-windows-without-streaks')
    const taken = data.blog.posts[0]!.slug
    expect(postAddress(data, taken)).toBe(`${taken}-2`)
  })

  it('adds a post, and a new category, with an empty text that the checker accepts once it is written', () => {
    const { edits, index, slug } = newPostEdits(data, {
      title: 'Clean Windows Without Streaks',
      date: '2026-11-20',
      category: 'Window Cleaning',
    })
    const started = edits.reduce((current, edit) => applyEdit(current, edit), text)
    const check = (yaml: string) =>
      checkSite(yaml, { publicDir: join(root, 'public') }).errors.map((problem) => problem.message)
    // The text starts empty (the box shows a hint instead): nothing written for her to delete first.
    expect(check(started)).toEqual([`blog.posts[${index}].content: is empty`])
    const after = applyEdit(started, {
      op: 'set',
      path: ['blog', 'posts', index, 'content'],
      value: 'Wipe from the top.',
    })
    expect(check(after)).toEqual([])
    const added = parse(after) as typeof data & { blog: { posts: Record<string, unknown>[] } }
    expect(added.blog.categories).toContain('Window Cleaning')
    expect(added.blog.posts[index]).toMatchObject({ slug, date: '2026-11-20', title: 'Clean Windows Without Streaks' })
  })
})
