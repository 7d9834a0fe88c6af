import { describe, expect, it } from 'vitest'
import type { DraftProblem } from '../../../model/admin-api.ts'
import { isEmptyPictureBox, problemsShownNow, showsPictureProblems } from './empty-picture.ts'

const problem = (path: (string | number)[]): DraftProblem =>
  ({ path, line: 1, col: 1, message: 'x', severity: 'error' }) as unknown as DraftProblem

const data = {
  services: [{ image: { src: '', alt: '' } }, { image: { src: '/images/a.jpg', alt: 'A' } }],
  business: { phone: 'x' },
  blog: { posts: [{ content: '' }] },
}

describe('empty picture boxes', () => {
  it('are the pictures of groups with none chosen yet', () => {
    expect(isEmptyPictureBox(data, ['services', 0, 'image', 'src'])).toBe(true)
    expect(isEmptyPictureBox(data, ['services', 1, 'image', 'src'])).toBe(false)
    expect(isEmptyPictureBox(data, ['business', 'phone'])).toBe(false)
  })

  it('show their problems once touched or once publishing was tried, and a chosen picture its problems at once', () => {
    expect(showsPictureProblems('', { isTouched: false, hasTriedToPublish: false })).toBe(false)
    expect(showsPictureProblems('', { isTouched: true, hasTriedToPublish: false })).toBe(true)
    expect(showsPictureProblems('', { isTouched: false, hasTriedToPublish: true })).toBe(true)
    expect(showsPictureProblems('/images/gone.jpg', { isTouched: false, hasTriedToPublish: false })).toBe(true)
  })

  it('keep their problems out of the list until publishing is tried; other problems are listed at once', () => {
    const empty = problem(['services', 0, 'image', 'src'])
    const phone = problem(['business', 'phone'])
    const byPath = new Map([
      ['["services",0,"image","src"]', [empty]],
      ['["business","phone"]', [phone]],
    ])
    expect([...problemsShownNow(byPath, data, false).values()]).toEqual([[phone]])
    expect([...problemsShownNow(byPath, data, true).values()]).toEqual([[empty], [phone]])
  })

  it('wait, as every box nothing was written in yet does, such as a new post’s text', () => {
    const emptyText = problem(['blog', 'posts', 0, 'content'])
    const byPath = new Map([['["blog","posts",0,"content"]', [emptyText]]])
    expect([...problemsShownNow(byPath, data, false).values()]).toEqual([])
    expect([...problemsShownNow(byPath, data, true).values()]).toEqual([[emptyText]])
  })
})
