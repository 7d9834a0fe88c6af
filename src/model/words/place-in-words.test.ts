import { describe, expect, it } from 'vitest'
import { placeInWords, placeTrail } from './place-in-words.ts'
import type { WordsSchema } from './place-steps.ts'

/** A block whose list is named by a field the usual names miss, and a field whose key is a programmer's word. */
const schema: WordsSchema = {
  properties: {
    pages: {
      'x-label': 'pages',
      'x-item-noun': 'page',
      patternProperties: {
        '^/': {
          properties: {
            blocks: {
              'x-label': 'sections',
              'x-item-noun': 'section',
              items: {
                oneOf: [
                  {
                    title: 'price-list',
                    'x-label': 'Price list',
                    properties: {
                      prices: {
                        'x-label': 'prices',
                        'x-item-noun': 'price',
                        'x-item-name': 'service',
                        items: {
                          properties: {
                            service: { 'x-label': 'service' },
                            priceKes: { 'x-label': 'price in shillings' },
                          },
                        },
                      },
                    },
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
}

const data = {
  pages: {
    '/prices': {
      title: 'Our prices',
      blocks: [{ type: 'price-list', prices: [{ service: 'Sofa', priceKes: 2500 }, { priceKes: 900 }] }],
    },
  },
}

const place = ['pages', '/prices', 'blocks', 0, 'prices', 0, 'priceKes']

describe('placeInWords', () => {
  it('names a field by its label and an item by the field its list names it by', () => {
    expect(placeInWords(place, data, schema)).toBe(
      'the price in shillings of the price “Sofa” on the page “Our prices”',
    )
  })

  it('names an item without words by its list’s noun and its place', () => {
    expect(placeInWords(['pages', '/prices', 'blocks', 0, 'prices', 1], data, schema)).toBe(
      'price number 2 of section number 1 on the page “Our prices”',
    )
  })
})

describe('placeTrail', () => {
  it('says the same place field after field, as the editor’s form shows it', () => {
    expect(placeTrail(place, data, schema)).toBe(
      'Page “Our prices”, Sections: 1st section (Price list), Prices: 1st price (Sofa), Price in shillings',
    )
  })
})
