import { describe, expect, it } from 'vitest'
import type { JsonSchema } from './form/json-schema.ts'
import { pathInWords } from './path-words.ts'

const schema: JsonSchema = {
  type: 'object',
  properties: {
    business: {
      type: 'object',
      'x-label': 'business details',
      properties: {
        phones: {
          type: 'array',
          'x-label': 'phone numbers',
          'x-item-noun': 'phone number',
          items: { type: 'object', properties: { number: { type: 'string', 'x-label': 'number' } } },
        },
      },
    },
    services: {
      type: 'array',
      'x-label': 'services',
      'x-item-noun': 'service',
      items: {
        type: 'object',
        properties: {
          image: {
            type: 'object',
            'x-label': 'image',
            properties: { src: { type: 'string', 'x-label': 'picture' } },
          },
        },
      },
    },
    pages: {
      type: 'object',
      'x-label': 'pages',
      'x-item-noun': 'page',
      patternProperties: {
        '^/': {
          type: 'object',
          properties: {
            blocks: {
              type: 'array',
              'x-label': 'sections',
              'x-item-noun': 'section',
              items: {
                oneOf: [{ 'x-label': 'Big picture with heading', properties: { type: { const: 'cover' } } }],
                discriminator: { propertyName: 'type' },
              },
            },
          },
        },
      },
    },
  },
}

const data = {
  business: { phones: [{ number: 'x' }] },
  services: [{ name: 'Carpet' }, { name: 'Sofa' }, { name: 'Window Cleaning', image: { src: '' } }],
  pages: { '/window-cleaning': { title: 'Window Cleaning', blocks: [{ type: 'cover' }] } },
}

describe('pathInWords', () => {
  it('names a list item by its place and its name, and the field by its label', () => {
    expect(pathInWords(['services', 2, 'image', 'src'], data, schema)).toBe(
      'Services: 3rd service (Window Cleaning), Image, Picture',
    )
  })

  it('names a page by its title and a section by what it shows', () => {
    expect(pathInWords(['pages', '/window-cleaning', 'blocks', 0, 'heading'], data, schema)).toBe(
      'Page “Window Cleaning”, Sections: 1st section (Big picture with heading), Heading',
    )
  })

  it('keeps no programmer marks: no brackets, dots or slashes of a path', () => {
    expect(pathInWords(['business', 'phones', 0, 'number'], data, schema)).toBe(
      'Business details, Phone numbers: 1st phone number, Number',
    )
  })

  it('names a key no schema names in words, never in camelCase', () => {
    expect(pathInWords(['services', 0, 'priceKes'], data, schema)).toBe('Services: 1st service (Carpet), Price kes')
  })
})
