import { describe, expect, it } from 'vitest'
import { withPictures } from './photo-site.ts'

describe('the copy of the site with camera photos', () => {
  it('replaces the address of every picture, wherever it is named, and nothing else', () => {
    const site = {
      business: { name: 'Sparkle', avatar: '/images/avatar.svg' },
      services: [{ name: 'Sofa', image: { src: '/images/sofa.svg', alt: 'A sofa' } }],
      pages: { '/': { blocks: [{ type: 'gallery', images: [{ src: '/images/1.svg', alt: '', caption: 'After' }] }] } },
    }
    const photos = new Map([
      ['/images/sofa.svg', '/images/camera/photo-1.jpg'],
      ['/images/1.svg', '/images/camera/photo-2.jpg'],
    ])
    expect(withPictures(site, (src) => photos.get(src) ?? src)).toEqual({
      business: { name: 'Sparkle', avatar: '/images/avatar.svg' },
      services: [{ name: 'Sofa', image: { src: '/images/camera/photo-1.jpg', alt: 'A sofa' } }],
      pages: {
        '/': {
          blocks: [{ type: 'gallery', images: [{ src: '/images/camera/photo-2.jpg', alt: '', caption: 'After' }] }],
        },
      },
    })
  })
})
