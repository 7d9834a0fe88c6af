import { describe, expect, it } from 'vitest'
import { pictureTwin, twinEdit } from './picture-twin.ts'

const carpet = { src: '/images/services/carpet.svg', alt: 'A clean carpet' }
const site = (card: unknown, top: Record<string, unknown>) => ({
  services: [{ name: 'Window Cleaning', link: '/window-cleaning', ...(card ? { image: card } : {}) }],
  pages: { '/window-cleaning': { blocks: [top, { type: 'rich-text' }] }, '/': { blocks: [{ type: 'hero' }] } },
})

describe('pictureTwin', () => {
  it("pairs a service's card picture with the top of its page, ticked while they show the same or one shows none", () => {
    const data = site(carpet, { type: 'cover', image: carpet })
    expect(pictureTwin(data, ['services', 0, 'image', 'src'])).toEqual({
      path: ['pages', '/window-cleaning', 'blocks', 0, 'image'],
      offer: 'Use this picture at the top of the service’s page too',
      isPaired: true,
    })
    expect(pictureTwin(data, ['pages', '/window-cleaning', 'blocks', 0, 'image', 'src'])).toEqual({
      path: ['services', 0, 'image'],
      offer: 'Use this picture on the service’s card too',
      isPaired: true,
    })
    // A new service's page opens without a picture: its card has none either, so they go together.
    expect(
      pictureTwin(site(undefined, { type: 'hero' }), ['pages', '/window-cleaning', 'blocks', 0, 'image', 'src'])
        ?.isPaired,
    ).toBe(true)
  })

  it('starts unticked when she gave the two places different pictures', () => {
    const data = site(carpet, { type: 'cover', image: { src: '/images/other.jpg', alt: 'Other' } })
    expect(pictureTwin(data, ['services', 0, 'image', 'src'])?.isPaired).toBe(false)
  })

  it('offers nothing for other pictures: a page no service leads to, a later part, a page opening with no picture', () => {
    const data = site(carpet, { type: 'cover', image: carpet })
    expect(pictureTwin(data, ['pages', '/', 'blocks', 0, 'image', 'src'])).toBeUndefined()
    expect(pictureTwin(data, ['pages', '/window-cleaning', 'blocks', 1, 'image', 'src'])).toBeUndefined()
    expect(pictureTwin(site(carpet, { type: 'rich-text' }), ['services', 0, 'image', 'src'])).toBeUndefined()
    expect(pictureTwin(data, ['blog', 'posts', 0, 'featuredImage', 'src'])).toBeUndefined()
  })
})

describe('twinEdit', () => {
  it('puts the picture and its description in the other place, keeping what else is there', () => {
    const data = site({ ...carpet, focus: 'left' }, { type: 'hero' })
    const twin = pictureTwin(data, ['pages', '/window-cleaning', 'blocks', 0, 'image', 'src'])!
    expect(twinEdit(data, twin, { src: '/images/uploads/window-1a2b3c4d.jpg', alt: 'A clean window' })).toEqual({
      op: 'set',
      path: ['services', 0, 'image'],
      value: { src: '/images/uploads/window-1a2b3c4d.jpg', alt: 'A clean window', focus: 'left' },
    })
    const top = pictureTwin(data, ['services', 0, 'image', 'src'])!
    expect(twinEdit(data, top, carpet)).toEqual({ op: 'set', path: top.path, value: carpet })
  })
})
