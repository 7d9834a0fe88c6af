import { describe, expect, it } from 'vitest'
import { pictureNamesIn, uploadsNamedIn } from './upload-names.ts'

/** What the scan must find: the names this expression finds, which is quick enough on short texts. */
const reference = (text: string): string[] => text.match(/[a-z0-9-]+\.(?:jpg|png|webp|avif)/g) ?? []

describe('pictureNamesIn', () => {
  it.each([
    ['a hero picture', '- { type: hero, image: { src: /images/uploads/sofa-1a2b3c4d.jpg, alt: A sofa } }'],
    ['a name in quotes', `src: '/images/uploads/rug-00ff00ff.webp'\nother: "/images/uploads/mat-12345678.avif"`],
    ['a picture in Markdown', "content: '![A rug](/images/uploads/rug-1a2b3c4d.png) and more'"],
    ['a whole web address', 'https://cleaners.test/images/uploads/tap-1a2b3c4d.jpg?size=2'],
    ['several on one line', 'srcset: a.jpg 1x, b-2.png 2x,c.webp,d.avif'],
    ['capitals before a name', '/images/uploads/Sofa-1a2b3c4d.jpg'],
    ['a name running into the next', 'a.jpgb.png x.jpg.png'],
    ['extensions that are not an upload’s', 'photo.jpeg logo.svg anim.gif shout.JPG dot.'],
    ['letters after the extension', 'sofa.jpgs and sofa.pngx'],
    ['a name beginning with a hyphen', '--x.jpg -.png'],
    ['other scripts around it', 'Sofa ñandú-1.jpg 写真.png ü.webp'],
    ['nothing', ''],
  ])('finds what the expression finds in %s', (_case, text) => {
    expect([...pictureNamesIn(text)]).toEqual(reference(text))
  })

  it('finds what the expression finds in many random texts', () => {
    const pieces = ['a', 'z9', '-', '.', '.jpg', '.png', '.webp', '.avif', '.jpe', 'jpg', 'A', ' ', '/', '"', 'ñ']
    let seed = 1
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return Math.floor((seed / 2 ** 31) * below)
    }
    let named = 0
    for (let round = 0; round < 3000; round++) {
      const text = Array.from({ length: random(16) }, () => pieces[random(pieces.length)]).join('')
      expect({ text, names: [...pictureNamesIn(text)] }).toEqual({ text, names: reference(text) })
      if (reference(text).length > 0) named++
    }
    expect(named).toBeGreaterThan(1000)
  })

  // The expression takes minutes on the long words (its time grows with the square of a word's
  // length); the scan reads each letter once. The bound is generous for a busy machine.
  it.each([
    ['a word of 150,000 letters', 'a'.repeat(150_000), 0],
    ['a word of 1,500,000 letters', 'b-'.repeat(750_000), 0],
    ['a word of 1,500,000 letters that ends in a picture', `${'c'.repeat(1_500_000)}.jpg`, 1],
    [
      '2 MB of site text',
      '  - src: /images/uploads/sofa-1a2b3c4d.jpg\n    alt: "Dust-free sofas.jpg"\n'.repeat(28_000),
      56_000,
    ],
  ])('reads %s in well under a second', (_case, text, count) => {
    const started = performance.now()
    const names = [...pictureNamesIn(text)]
    expect(performance.now() - started).toBeLessThan(1000)
    expect(names).toHaveLength(count)
  })
})

describe('uploadsNamedIn', () => {
  it('answers which of the given uploads the text names, each once', () => {
    const text = 'a: /images/uploads/sofa-1a2b3c4d.jpg\nb: /images/uploads/sofa-1a2b3c4d.jpg\nc: big-rug-1.png\n'

    const found = uploadsNamedIn({ text, names: ['sofa-1a2b3c4d.jpg', 'rug-1.png', 'gone-1.webp'] })

    expect(found).toEqual(['sofa-1a2b3c4d.jpg'])
  })
})
