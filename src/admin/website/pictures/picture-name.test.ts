import { describe, expect, it } from 'vitest'
import { pictureChoices, pictureDescriptions, pictureName } from './picture-name.ts'

describe('pictureName', () => {
  it('names a picture by its description, cut at a word when long', () => {
    expect(pictureName('/images/uploads/img-20261120-101500-48043f68.jpg', ' A clean blue sofa ')).toBe(
      'A clean blue sofa',
    )
    const long = 'A team of three cleaners in green overalls washing the large windows of an office block in Ruiru'
    expect(pictureName('/images/x.jpg', long)).toMatch(/^A team of three cleaners .*…$/)
    expect(pictureName('/images/x.jpg', long).length).toBeLessThanOrEqual(60)
  })

  it('names one without a description by the day in a phone photo’s name, never by its file name', () => {
    expect(pictureName('/images/uploads/img-20261120-101500-48043f68.jpg')).toBe('Picture from 20 Nov 2026')
    expect(pictureName('/images/uploads/sofa-before-1a2b3c4d.jpg')).toBe('A picture you added')
    expect(pictureName('/images/uploads/img-20261350-101500-48043f68.jpg')).toBe('A picture you added')
    expect(pictureName('/images/hero-home.svg')).toBe('A picture without a description')
    expect(pictureName('/favicon.svg', '')).toBe('A picture without a description')
  })
})

describe('pictureDescriptions', () => {
  it('finds the description written beside each picture, the first in the text counting', () => {
    const data = {
      services: [
        { image: { src: '/images/sofa.svg', alt: 'A sofa' } },
        { image: { src: '/images/sofa.svg', alt: 'B' } },
      ],
      pages: {
        '/': {
          blocks: [
            {
              images: [
                { src: '/images/1.svg', alt: '' },
                { src: '/images/tiles.svg', alt: 'Tiles' },
              ],
            },
          ],
        },
      },
    }
    const found = pictureDescriptions(data)
    expect(found.get('/images/sofa.svg')).toBe('A sofa')
    expect(found.get('/images/tiles.svg')).toBe('Tiles')
    expect(found.has('/images/1.svg')).toBe(false)
  })
})

describe('pictureChoices', () => {
  it('names each picture of a list, numbering a name that comes again', () => {
    const data = { services: [{ image: { src: '/images/sofa.svg', alt: 'A sofa' } }] }
    expect(pictureChoices(['/images/sofa.svg', '/favicon.svg', '/images/avatar.svg'], data)).toEqual([
      { file: '/images/sofa.svg', name: 'A sofa' },
      { file: '/favicon.svg', name: 'A picture without a description' },
      { file: '/images/avatar.svg', name: 'A picture without a description (2)' },
    ])
  })
})
