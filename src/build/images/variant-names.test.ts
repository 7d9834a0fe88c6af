import { describe, expect, it } from 'vitest'
import { fallbackSrc, nameStem, variantSources, variantWidths } from './variant-names.ts'

describe('the widths and names of photo variants', () => {
  it('offers the ladder up to the photo, then the photo itself, never wider', () => {
    expect(variantWidths(4032)).toEqual([360, 480, 720, 960, 1280, 1920])
    expect(variantWidths(1920)).toEqual([360, 480, 720, 960, 1280, 1920])
    expect(variantWidths(1000)).toEqual([360, 480, 720, 960, 1000])
    expect(variantWidths(720)).toEqual([360, 480, 720])
    expect(variantWidths(200)).toEqual([200])
  })

  it('names files with words that are safe in a srcset', () => {
    expect(nameStem('/images/uploads/Sofa Before, 2024.JPG')).toBe('sofa-before-2024')
    expect(nameStem('/images/___.png')).toBe('image')
  })

  it('lists every width in each format, AVIF first', () => {
    expect(variantSources('sofa', '1a2b3c4d5e6f', [320, 500])).toEqual([
      { type: 'image/avif', srcset: '/_images/sofa-1a2b3c4d-320.avif 320w, /_images/sofa-1a2b3c4d-500.avif 500w' },
      { type: 'image/webp', srcset: '/_images/sofa-1a2b3c4d-320.webp 320w, /_images/sofa-1a2b3c4d-500.webp 500w' },
    ])
  })

  it('names the JPEG for browsers without AVIF or WebP like the other files', () => {
    expect(fallbackSrc('sofa', '1a2b3c4d5e6f', 1280)).toBe('/_images/sofa-1a2b3c4d-1280.jpg')
  })
})
