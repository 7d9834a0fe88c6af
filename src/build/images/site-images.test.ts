import { describe, expect, it } from 'vitest'
import type { ImageSource } from '../../model/image.ts'
import { Image } from '../../schema/fields.ts'
import { pictureSources, withImageVariants } from './site-images.ts'

const sources: ImageSource[] = [{ type: 'image/avif', srcset: '/_images/sofa-1a2b3c4d-320.avif 320w' }]
const site = {
  services: [{ name: 'Sofa', image: { src: '/images/sofa.jpg', alt: 'A sofa' } }],
  pages: {
    '/': {
      blocks: [
        { type: 'hero', image: { src: '/images/hero.svg', alt: '' } },
        { type: 'gallery', images: [{ src: '/images/sofa.jpg', alt: 'The sofa again', caption: 'After' }] },
      ],
    },
  },
}

describe('pictures across the site', () => {
  it('lists each picture once, wherever it appears', () => {
    expect(pictureSources(site)).toEqual(['/images/sofa.jpg', '/images/hero.svg'])
  })

  it('offers variants on every use of a photo that has them, and nothing on other pictures', () => {
    const fallback = '/_images/sofa-1a2b3c4d-1280.jpg'
    const pictured = withImageVariants(site, new Map([['/images/sofa.jpg', { sources, fallback }]]))
    expect(pictured.services[0]?.image).toEqual({ src: '/images/sofa.jpg', alt: 'A sofa', sources, fallback })
    expect(pictured.pages['/'].blocks[1]).toEqual({
      type: 'gallery',
      images: [{ src: '/images/sofa.jpg', alt: 'The sofa again', caption: 'After', sources, fallback }],
    })
    expect(pictured.pages['/'].blocks[0]).toEqual({ type: 'hero', image: { src: '/images/hero.svg', alt: '' } })
    expect(site.services[0]?.image).not.toHaveProperty('sources')
  })

  it('keeps the variants out of what editors may write in site.yaml', () => {
    const schema = Image('A picture.')
    expect(Object.keys(schema.properties)).toEqual(['src', 'alt'])
    expect(schema.additionalProperties).toBe(false)
  })
})
