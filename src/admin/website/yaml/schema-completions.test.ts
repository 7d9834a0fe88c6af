import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { blockDefinitions } from '../../../blocks/definitions.ts'
import { fieldKinds } from '../../../forms/kinds/rules.ts'
import type { JsonSchema } from '../form/json-schema.ts'
import { schemaCompletions } from './schema-completions.ts'

const siteSchema = JSON.parse(
  readFileSync(new URL('../../../../schema/site.schema.json', import.meta.url), 'utf8'),
) as JsonSchema
const siteYaml = readFileSync(new URL('../../../../site.yaml', import.meta.url), 'utf8')

const tinySchema: JsonSchema = {
  type: 'object',
  properties: {
    shop: {
      type: 'object',
      description: 'The shop.',
      required: ['name'],
      properties: {
        name: { type: 'string', description: 'Its name.' },
        isOpen: { type: 'boolean', description: 'Whether it is open.' },
        size: { type: 'string', enum: ['small', 'large'] },
        staff: {
          type: 'array',
          items: { type: 'object', properties: { who: { type: 'string' }, role: { type: 'string' } } },
        },
      },
    },
    rooms: {
      type: 'object',
      patternProperties: {
        '^/': { type: 'object', properties: { colour: { type: 'string', enum: ['red', 'blue'] } } },
      },
    },
  },
}

/** The keys of business the schema has and `text` does not write: the optional ones a site may leave out. */
const businessKeysFree = (text: string) =>
  Object.keys(siteSchema.properties?.business?.properties ?? {}).filter(
    (key) => !new RegExp(`\\n {2}${key}:`).test(text),
  )

/** Completions where `|` stands in the text. */
function complete(textWithCursor: string, schema = tinySchema, isExplicit = false) {
  const offset = textWithCursor.indexOf('|')
  const text = textWithCursor.slice(0, offset) + textWithCursor.slice(offset + 1)
  return schemaCompletions(text, offset, schema, isExplicit)
}
const labels = (textWithCursor: string, schema = tinySchema, isExplicit = false) =>
  complete(textWithCursor, schema, isExplicit)?.options.map((option) => option.label)

describe('schemaCompletions on a tiny schema', () => {
  it('offers the keys of the mapping that are not used yet, with their descriptions', () => {
    const result = complete('shop:\n  name: Duka\n  s|\n  isOpen: true\n')
    expect(result?.options.map((option) => option.label)).toEqual(['size', 'staff'])
    expect(result?.from).toBe('shop:\n  name: Duka\n  '.length)
    expect(complete('shop:\n  i|\n')?.options.find((option) => option.label === 'isOpen')?.info).toBe(
      'Whether it is open.',
    )
  })

  it('writes the colon, and a space only before a value on the same line', () => {
    const options = complete('shop:\n  s|')?.options
    expect(options?.find((option) => option.label === 'size')?.apply).toBe('size: ')
    expect(options?.find((option) => option.label === 'staff')?.apply).toBe('staff:')
    expect(complete('shop:\n  na|')?.options[0]).toMatchObject({ apply: 'name: ', detail: 'required' })
  })

  it('offers the top-level keys at the left edge, and keys only once a letter is typed unless asked', () => {
    expect(labels('shop:\n  name: Duka\nr|')).toEqual(['rooms'])
    expect(labels('shop:\n  name: Duka\n  |')).toBeUndefined()
    expect(labels('shop:\n  name: Duka\n  |', tinySchema, true)).toEqual(['isOpen', 'size', 'staff'])
  })

  it('offers choices and true or false after a key', () => {
    expect(labels('shop:\n  size: |')).toEqual(['small', 'large'])
    expect(labels('shop:\n  isOpen: t|')).toEqual(['true', 'false'])
    expect(labels('shop:\n  name: |')).toBeUndefined()
  })

  it('follows list items and record values', () => {
    expect(labels('shop:\n  staff:\n    - who: Amina\n      r|')).toEqual(['role'])
    expect(labels('shop:\n  staff:\n    - who: Amina\n    - r|')).toEqual(['who', 'role'])
    expect(labels('rooms:\n  /kitchen:\n    colour: |')).toEqual(['red', 'blue'])
  })

  it('reads compact lists and items whose dash stands alone', () => {
    expect(labels('shop:\n  staff:\n  - who: Amina\n    r|')).toEqual(['role'])
    expect(labels('shop:\n  staff:\n  - who: Amina\n  s|')).toEqual(['name', 'isOpen', 'size'])
    expect(labels('shop:\n  staff:\n    -\n      who: Amina\n      r|')).toEqual(['role'])
  })

  it('offers nothing inside a block of text or a comment', () => {
    expect(labels('shop:\n  name: |\n    s|', tinySchema, true)).toBeUndefined()
    expect(labels('shop:\n  # s|')).toBeUndefined()
  })
})

describe('schemaCompletions on the real site.yaml and its schema', () => {
  /** site.yaml with `line` put after the first line equal to `after`, and the cursor at its end. */
  function inSite(after: string, line: string) {
    const at = siteYaml.indexOf(`\n${after}\n`) + after.length + 2
    const text = `${siteYaml.slice(0, at)}${line}\n${siteYaml.slice(at)}`
    return schemaCompletions(text, at + line.length, siteSchema)?.options.map((option) => option.label)
  }

  it('offers inside business only the keys it does not have yet', () => {
    const withoutSocial = siteYaml.replace(/\n {2}social:\n( {4}.*\n)+/, '\n')
    const at = withoutSocial.indexOf('\n  whatsapp:') + 1
    const text = `${withoutSocial.slice(0, at)}  s\n${withoutSocial.slice(at)}`
    expect(schemaCompletions(text, at + 3, siteSchema)?.options.map((option) => option.label)).toEqual(
      businessKeysFree(withoutSocial),
    )
    expect(businessKeysFree(withoutSocial)).toContain('social')
    // Nothing is offered when the site writes every key.
    const free = businessKeysFree(siteYaml)
    expect(inSite('business:', '  p')).toEqual(free.length > 0 ? free : undefined)
  })

  it('offers the business keys that are free once one is taken out', () => {
    const text = siteYaml.replace(/\n {2}whatsapp: .*\n/, '\n  w\n')
    const offset = text.indexOf('\n  w\n') + 4
    expect(schemaCompletions(text, offset, siteSchema)?.options.map((option) => option.label)).toEqual(
      businessKeysFree(text),
    )
    expect(businessKeysFree(text)).toContain('whatsapp')
    const withoutPhones = siteYaml.replace(/\n {2}phones:\n( {4}.*\n)+/, '\n  ph\n')
    const phonesAt = withoutPhones.indexOf('\n  ph\n') + 5
    expect(schemaCompletions(withoutPhones, phonesAt, siteSchema, true)?.options.map((option) => option.label)).toEqual(
      businessKeysFree(withoutPhones),
    )
    expect(businessKeysFree(withoutPhones)).toContain('phones')
  })

  it('offers the block types after type: in a block', () => {
    const types = inSite('    blocks:', '      - type: ')
    expect(types?.toSorted()).toEqual(Object.keys(blockDefinitions).toSorted())
  })

  it('offers the keys of a hero inside a hero block, and only those not written', () => {
    const keys = inSite('    blocks:', '      - type: hero\n        heading: New\n        i')
    expect(keys).toEqual(['intro', 'image', 'buttons'])
    expect(inSite('      - type: hero', '        i')).toBeUndefined()
  })

  it('offers the keys of a button inside a hero, and a menu’s one choice', () => {
    const buttonKeys = ['label', 'link', 'form', 'menu', 'prefill']
    expect(inSite('          - { label: Our Services, menu: services }', '          - l')).toEqual(buttonKeys)
    expect(inSite('          - { label: Our Services, menu: services }', '          - menu: ')).toEqual(['services'])
  })

  it('offers the kinds of a form field, the icons of a tab and true or false for a chat option', () => {
    expect(inSite('  quote:', '    fields:\n      - kind: ')).toEqual(fieldKinds)
    expect(inSite('    - { label: Contact, icon: contact, link: /contact }', '    - icon: ')).toEqual([
      'home',
      'about',
      'services',
      'blog',
      'contact',
      'gallery',
      'phone',
    ])
    expect(inSite('  chatMessage: Hello! How can we assist you today?', '  darkMode: ')).toEqual(['true', 'false'])
  })
})
