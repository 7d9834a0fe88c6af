import { describe, expect, it } from 'vitest'
import { knownDescription } from './known-description.ts'

const published = {
  blog: { posts: [{ featuredImage: { src: '/images/uploads/sofa.jpg', alt: 'A grey sofa', width: 1920 } }] },
  pages: { '/': { blocks: [{ image: { src: '/images/hero.svg', alt: 'A clean room' } }] } },
}

describe('knownDescription', () => {
  it('finds how the website describes a picture, in the first place that shows it', () => {
    expect(knownDescription('/images/uploads/sofa.jpg', [published])).toEqual({ alt: 'A grey sofa', width: 1920 })
    const draft = { services: [{ image: { src: '/images/hero.svg', alt: 'The room, cleaned' } }] }
    expect(knownDescription('/images/hero.svg', [draft, published])).toEqual({ alt: 'The room, cleaned' })
    expect(knownDescription('/images/hero.svg', [published, draft])).toEqual({ alt: 'A clean room' })
  })

  it('is undefined for a picture nothing describes', () => {
    expect(knownDescription('/images/new.jpg', [published, undefined, 'text'])).toBeUndefined()
    expect(knownDescription('/images/bare.jpg', [{ image: { src: '/images/bare.jpg' } }])).toBeUndefined()
  })
})
