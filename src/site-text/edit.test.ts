import { describe, expect, it } from 'vitest'
import { applyEdit, EditError, type PathOp } from './edit.ts'
import { expectEdit } from './expect-edit.ts'

/** The lines of a small YAML file, each ended by a line break. */
const lines = (...all: string[]): string => all.map((line) => `${line}\n`).join('')

function edited(text: string, op: PathOp): string {
  return expectEdit(text, op)
}

describe('set on a scalar', () => {
  const text = lines(
    '# Contact details',
    'business:',
    '  name: Ruiru Cleaning # shown in the header',
    "  phone: '+254 700 000 001'",
    '  email: "info@example.com"',
    "  opens: '08:00'",
    '  founded: 2019',
    '',
    '# The end',
  )

  it('keeps single quotes, the comment after the value and every other byte', () => {
    expect(edited(text, { op: 'set', path: ['business', 'phone'], value: '+254 711 222 333' })).toBe(
      text.replace("'+254 700 000 001'", "'+254 711 222 333'"),
    )
  })

  it('keeps a plain value plain and its trailing comment', () => {
    expect(edited(text, { op: 'set', path: ['business', 'name'], value: 'Sparkle & Shine' })).toBe(
      text.replace('Ruiru Cleaning #', 'Sparkle & Shine #'),
    )
  })

  it('keeps double quotes', () => {
    expect(edited(text, { op: 'set', path: ['business', 'email'], value: 'hello@example.com' })).toBe(
      text.replace('"info@example.com"', '"hello@example.com"'),
    )
  })

  it('quotes a plain value that would not read back as the same string', () => {
    const cases: [string, string][] = [
      ['Note: closed on Sundays', "'Note: closed on Sundays'"],
      ['Cleaning #1', "'Cleaning #1'"],
      ['Cleaning#1', 'Cleaning#1'],
      ['Cleaning, #1 in Ruiru', "'Cleaning, #1 in Ruiru'"],
      ['09:30', "'09:30'"],
      ['2025-04-12', "'2025-04-12'"],
      ['500', "'500'"],
      ['true', "'true'"],
      ['yes', "'yes'"],
      ['null', "'null'"],
      ['', "''"],
      [' padded ', "' padded '"],
      ['- not a list', "'- not a list'"],
      ['@handle', "'@handle'"],
      ["We're open", "We're open"],
      ["'Quoted' start", '"\'Quoted\' start"'],
    ]
    for (const [value, written] of cases) {
      const result = edited(text, { op: 'set', path: ['business', 'name'], value })
      expect(result.split('\n')[2]).toBe(`  name: ${written} # shown in the header`)
    }
  })

  it("keeps '08:00' a quoted string and writes numbers and booleans plain", () => {
    expect(edited(text, { op: 'set', path: ['business', 'opens'], value: '07:30' })).toContain("  opens: '07:30'\n")
    expect(edited(text, { op: 'set', path: ['business', 'opens'], value: 8 })).toContain('  opens: 8\n')
    expect(edited(text, { op: 'set', path: ['business', 'founded'], value: 2020 })).toContain('  founded: 2020\n')
    expect(edited(text, { op: 'set', path: ['business', 'founded'], value: '2020' })).toContain("  founded: '2020'\n")
    expect(edited(text, { op: 'set', path: ['business', 'founded'], value: true })).toContain('  founded: true\n')
    expect(edited(text, { op: 'set', path: ['business', 'founded'], value: null })).toContain('  founded: null\n')
  })

  it('writes emoji and curly quotes as they are', () => {
    const value = 'We’re “open” on Sundays 🧽✨'
    expect(edited(text, { op: 'set', path: ['business', 'name'], value })).toContain(`  name: ${value} # shown`)
  })

  it('writes a string with line breaks as a literal block, indented under its key', () => {
    const result = edited(text, { op: 'set', path: ['business', 'name'], value: 'Line one\n\nLine two\n' })
    expect(result).toBe(
      text.replace(
        '  name: Ruiru Cleaning # shown in the header\n',
        lines('  name: | # shown in the header', '    Line one', '', '    Line two'),
      ),
    )
    const stripped = edited(text, { op: 'set', path: ['business', 'email'], value: 'a\nb' })
    expect(stripped).toContain(lines('  email: |-', '    a', '    b', "  opens: '08:00'"))
  })
})

describe('set on a block scalar', () => {
  const text = lines(
    'page:',
    '  text: |',
    '    First.',
    '',
    '    Second.',
    '  folded: >',
    '    One',
    '    line.',
    'after: 1',
  )

  it('stays a block scalar and changes only its lines', () => {
    expect(edited(text, { op: 'set', path: ['page', 'text'], value: 'Only one.\n' })).toBe(
      lines('page:', '  text: |', '    Only one.', '  folded: >', '    One', '    line.', 'after: 1'),
    )
    expect(edited(text, { op: 'set', path: ['page', 'text'], value: 'No line break' })).toBe(
      lines('page:', '  text: |-', '    No line break', '  folded: >', '    One', '    line.', 'after: 1'),
    )
  })

  it('keeps a folded block folded', () => {
    const result = edited(text, { op: 'set', path: ['page', 'folded'], value: 'Two\nlines\n' })
    expect(result).toContain(lines('  folded: >', '    Two', '', '    lines', 'after: 1'))
  })

  it('keeps lines that start with spaces and Markdown with a list and a link', () => {
    edited(text, { op: 'set', path: ['page', 'text'], value: '  indented first\nthen not\n' })
    const markdown = '## Heading\n\n- one\n- two with [a link](/contact)\n\n    code\n'
    expect(edited(text, { op: 'set', path: ['page', 'text'], value: markdown })).toContain(
      lines(
        '  text: |',
        '    ## Heading',
        '',
        '    - one',
        '    - two with [a link](/contact)',
        '',
        '        code',
        '  folded: >',
      ),
    )
  })

  it('writes a number in place of a block and keeps the next key', () => {
    expect(edited(text, { op: 'set', path: ['page', 'text'], value: 3 })).toBe(
      lines('page:', '  text: 3', '  folded: >', '    One', '    line.', 'after: 1'),
    )
  })
})

describe('set of a new key', () => {
  const text = lines(
    'business:',
    '  name: Ruiru',
    '  social:',
    '    facebook: https://facebook.com/x',
    '    # more profiles to come',
    '',
    '  # The address of the office',
    '  address: { town: Ruiru, country: Kenya }',
    'pages: {}',
  )

  it('adds the key after the last entry of its map, before the comments that follow it', () => {
    expect(edited(text, { op: 'set', path: ['business', 'social', 'x'], value: 'https://x.com/x' })).toBe(
      text.replace('    # more profiles to come\n', '    x: https://x.com/x\n    # more profiles to come\n'),
    )
    expect(edited(text, { op: 'set', path: ['business', 'tagline'], value: 'Clean: always' })).toBe(
      // The blank line before the old last entry separates the new one too.
      text.replace('pages: {}', "\n  tagline: 'Clean: always'\npages: {}"),
    )
  })

  it('creates the missing maps on the way', () => {
    const result = edited(text, { op: 'set', path: ['business', 'hours', 'weekdays', 'opens'], value: '08:00' })
    expect(result).toContain(lines('  hours:', '    weekdays:', "      opens: '08:00'", 'pages: {}'))
  })

  it('adds a map or list in block style', () => {
    const value = { title: 'Windows', blocks: [{ type: 'hero', heading: 'Clear windows' }] }
    expect(edited(text, { op: 'set', path: ['business', 'extra'], value })).toContain(
      lines(
        '  extra:',
        '    title: Windows',
        '    blocks:',
        '      - type: hero',
        '        heading: Clear windows',
        'pages: {}',
      ),
    )
  })

  it('adds to a flow map on its line', () => {
    expect(
      edited(text, { op: 'set', path: ['business', 'address', 'street'], value: 'Toll Estate, First Street' }),
    ).toContain("  address: { town: Ruiru, country: Kenya, street: 'Toll Estate, First Street' }\n")
    expect(edited(text, { op: 'set', path: ['pages', '/about'], value: { title: 'About' } })).toContain(
      'pages: { /about: { title: About } }\n',
    )
  })

  it('turns an empty value into a map', () => {
    const empty = lines('social:', 'after: 1')
    expect(edited(empty, { op: 'set', path: ['social', 'x'], value: 'https://x.com/x' })).toBe(
      lines('social:', '  x: https://x.com/x', 'after: 1'),
    )
  })
})

describe('set of a list or map over an existing value', () => {
  const text = lines('tags: [a, b]', 'empty: []', 'hours:', '  - days: Mon', '    opens: 8 # morning', 'next: 1')

  it('keeps a flow list in flow style', () => {
    expect(edited(text, { op: 'set', path: ['tags'], value: ['x', 'y, z', '08:00'] })).toBe(
      text.replace('tags: [a, b]', "tags: [x, 'y, z', '08:00']"),
    )
  })

  it('writes a list of maps in block style over an empty flow list', () => {
    expect(edited(text, { op: 'set', path: ['empty'], value: [{ a: 1 }] })).toBe(
      text.replace('empty: []\n', lines('empty:', '  - a: 1')),
    )
  })

  it('replaces a block list by a scalar and a scalar by a block list', () => {
    expect(edited(text, { op: 'set', path: ['hours'], value: 'Always open' })).toBe(
      lines('tags: [a, b]', 'empty: []', 'hours: Always open', 'next: 1'),
    )
    expect(edited(text, { op: 'set', path: ['next'], value: { a: [1, 2] } })).toBe(
      text.replace('next: 1\n', lines('next:', '  a:', '    - 1', '    - 2')),
    )
  })

  it('replaces an item of a block list', () => {
    expect(edited(text, { op: 'set', path: ['hours', 0], value: { days: 'Sat', opens: '09:00' } })).toBe(
      text.replace(lines('  - days: Mon', '    opens: 8 # morning'), lines('  - days: Sat', "    opens: '09:00'")),
    )
  })

  it('sets a scalar inside a flow collection in place', () => {
    const flow = lines('tabs:', '  - { label: Home, link: / }', 'areas: [Ruiru, Nairobi]')
    expect(edited(flow, { op: 'set', path: ['tabs', 0, 'label'], value: 'Start, here' })).toBe(
      flow.replace('label: Home', "label: 'Start, here'"),
    )
    expect(edited(flow, { op: 'set', path: ['areas', 1], value: 'Thika Road' })).toBe(
      flow.replace('Nairobi', 'Thika Road'),
    )
    expect(edited(flow, { op: 'set', path: ['areas', 1], value: 'Two\nlines' })).toBe(
      flow.replace('Nairobi', '"Two\\nlines"'),
    )
    expect(edited(flow, { op: 'set', path: ['tabs', 0, 'link'], value: { path: '/', hash: 'top' } })).toBe(
      flow.replace('link: /', 'link: { path: /, hash: top }'),
    )
  })
})

describe('remove', () => {
  const text = lines(
    'services:',
    '  # The first service',
    '  - name: Carpet',
    '    # inside carpet',
    '    link: /carpet',
    '  - name: Sofa',
    '    link: /sofa',
    '',
    '  - name: Mattress',
    'pages:',
    '  /a:',
    '    title: A',
    '',
    '  /b:',
    '    title: B',
    'areas: [Ruiru, Nairobi, Kiambu]',
  )

  it('removes an item with its comments and leaves every other line', () => {
    expect(edited(text, { op: 'remove', path: ['services', 0] })).toBe(
      text.replace(lines('  # The first service', '  - name: Carpet', '    # inside carpet', '    link: /carpet'), ''),
    )
    expect(edited(text, { op: 'remove', path: ['services', 1] })).toBe(
      text.replace(lines('  - name: Sofa', '    link: /sofa', ''), ''),
    )
  })

  it('removes the last entry together with the blank line before it', () => {
    expect(edited(text, { op: 'remove', path: ['services', 2] })).toBe(
      text.replace(lines('', '  - name: Mattress'), ''),
    )
    expect(edited(text, { op: 'remove', path: ['pages', '/b'] })).toBe(
      text.replace(lines('', '  /b:', '    title: B'), ''),
    )
  })

  it('removes a map key with its nested lines', () => {
    expect(edited(text, { op: 'remove', path: ['pages', '/a'] })).toBe(
      text.replace(lines('  /a:', '    title: A', ''), ''),
    )
    expect(edited(text, { op: 'remove', path: ['services', 0, 'link'] })).toBe(
      text.replace(lines('    # inside carpet', '    link: /carpet'), ''),
    )
  })

  it('removes the first key of an item written `- key:`', () => {
    expect(edited(text, { op: 'remove', path: ['services', 1, 'name'] })).toBe(
      text.replace(lines('  - name: Sofa', '    link: /sofa'), lines('  - link: /sofa')),
    )
  })

  it('leaves an empty list or map in place of the last entry', () => {
    const single = lines('blocks:', '  - type: hero', 'social:', '  x: https://x.com/x', 'tags: [a]')
    expect(edited(single, { op: 'remove', path: ['blocks', 0] })).toBe(
      lines('blocks: []', 'social:', '  x: https://x.com/x', 'tags: [a]'),
    )
    expect(edited(single, { op: 'remove', path: ['social', 'x'] })).toBe(
      lines('blocks:', '  - type: hero', 'social: {}', 'tags: [a]'),
    )
    expect(edited(single, { op: 'remove', path: ['tags', 0] })).toBe(
      lines('blocks:', '  - type: hero', 'social:', '  x: https://x.com/x', 'tags: []'),
    )
  })

  it('removes from a flow list', () => {
    expect(edited(text, { op: 'remove', path: ['areas', 1] })).toBe(text.replace('Nairobi, ', ''))
  })
})

describe('insert, move and duplicate', () => {
  const text = lines(
    'blocks:',
    '  - type: hero',
    '    heading: Hello',
    '  # The middle block',
    '  - type: rich-text',
    '    text: |',
    '      Some text.',
    '  - type: values',
    'tabs:',
    '  - { label: Home, link: / }',
    'areas: [Ruiru, Nairobi]',
    'after: end',
  )
  const hero = lines('  - type: hero', '    heading: Hello')
  const middle = lines('  # The middle block', '  - type: rich-text', '    text: |', '      Some text.')

  it('inserts an item in block style at the list’s column', () => {
    const value = { type: 'call-to-action', heading: 'Book now', text: 'Two\nlines' }
    expect(edited(text, { op: 'insert', path: ['blocks'], index: 3, value })).toBe(
      text.replace(
        '  - type: values\n',
        lines(
          '  - type: values',
          '  - type: call-to-action',
          '    heading: Book now',
          '    text: |-',
          '      Two',
          '      lines',
        ),
      ),
    )
    expect(edited(text, { op: 'insert', path: ['blocks'], index: 0, value: { type: 'values' } })).toBe(
      text.replace(hero, `  - type: values\n${hero}`),
    )
  })

  it('inserts a map in flow style where the items are flow maps', () => {
    expect(edited(text, { op: 'insert', path: ['tabs'], index: 1, value: { label: 'Blog', link: '/blog' } })).toContain(
      lines('  - { label: Home, link: / }', '  - { label: Blog, link: /blog }', 'areas: [Ruiru, Nairobi]'),
    )
  })

  it('inserts into a flow list, quoting what needs it', () => {
    expect(edited(text, { op: 'insert', path: ['areas'], index: 1, value: 'Thika Road, north' })).toContain(
      "areas: [Ruiru, 'Thika Road, north', Nairobi]\n",
    )
    expect(edited(text, { op: 'insert', path: ['areas'], index: 2, value: '08:00' })).toContain(
      "areas: [Ruiru, Nairobi, '08:00']\n",
    )
  })

  it('creates a missing or empty list', () => {
    expect(edited(text, { op: 'insert', path: ['gallery'], index: 0, value: { src: '/a.svg' } })).toBe(
      text + lines('gallery:', '  - src: /a.svg'),
    )
    const empty = lines('tags: []', 'items: []', 'none:')
    expect(edited(empty, { op: 'insert', path: ['tags'], index: 0, value: 'dust' })).toBe(
      lines('tags: [dust]', 'items: []', 'none:'),
    )
    expect(edited(empty, { op: 'insert', path: ['items'], index: 0, value: { a: 1 } })).toBe(
      lines('tags: []', 'items:', '  - a: 1', 'none:'),
    )
    expect(edited(empty, { op: 'insert', path: ['none'], index: 0, value: 'x' })).toBe(
      lines('tags: []', 'items: []', 'none:', '  - x'),
    )
  })

  it('moves an item with its comment and leaves the rest', () => {
    expect(edited(text, { op: 'move', path: ['blocks'], from: 1, to: 0 })).toBe(
      text.replace(hero + middle, middle + hero),
    )
    expect(edited(text, { op: 'move', path: ['blocks'], from: 0, to: 2 })).toBe(
      text.replace(hero + middle + '  - type: values\n', middle + '  - type: values\n' + hero),
    )
    expect(edited(text, { op: 'move', path: ['areas'], from: 0, to: 1 })).toContain('areas: [Nairobi, Ruiru]\n')
  })

  it('duplicates an item just after it', () => {
    expect(edited(text, { op: 'duplicate', path: ['blocks'], index: 1 })).toBe(text.replace(middle, middle + middle))
    expect(edited(text, { op: 'duplicate', path: ['areas'], index: 1 })).toContain('areas: [Ruiru, Nairobi, Nairobi]\n')
  })

  it('keeps blank lines between items that had them', () => {
    const spaced = lines('posts:', '  - id: 1', '', '  - id: 2', '', '  - id: 3', 'end: 1')
    expect(edited(spaced, { op: 'insert', path: ['posts'], index: 3, value: { id: 4 } })).toBe(
      lines('posts:', '  - id: 1', '', '  - id: 2', '', '  - id: 3', '', '  - id: 4', 'end: 1'),
    )
    expect(edited(spaced, { op: 'move', path: ['posts'], from: 2, to: 0 })).toBe(
      lines('posts:', '  - id: 3', '', '  - id: 1', '', '  - id: 2', 'end: 1'),
    )
    expect(edited(spaced, { op: 'duplicate', path: ['posts'], index: 2 })).toBe(
      lines('posts:', '  - id: 1', '', '  - id: 2', '', '  - id: 3', '', '  - id: 3', 'end: 1'),
    )
  })

  it('moves items of a list nested in a list item', () => {
    const nested = lines('- - a', '  - b', '- c')
    expect(edited(nested, { op: 'move', path: [0], from: 1, to: 0 })).toBe(lines('- - b', '  - a', '- c'))
  })
})

describe('renameKey', () => {
  const text = lines(
    'pages:',
    '  /: # home',
    '    title: Home',
    "  '/about':",
    '    title: About',
    'links: { a: 1, b: 2 }',
  )

  it('renames a key in place, keeping its value, comment and quotes', () => {
    expect(edited(text, { op: 'renameKey', path: ['pages'], from: '/', to: '/home' })).toBe(
      text.replace('  /: # home', '  /home: # home'),
    )
    expect(edited(text, { op: 'renameKey', path: ['pages'], from: '/about', to: '/about-us' })).toBe(
      text.replace("'/about'", "'/about-us'"),
    )
    expect(edited(text, { op: 'renameKey', path: ['links'], from: 'a', to: 'first one' })).toBe(
      text.replace('{ a: 1', '{ first one: 1'),
    )
  })

  it('quotes a new key that needs it', () => {
    expect(edited(text, { op: 'renameKey', path: ['pages'], from: '/', to: 'yes' })).toContain("  'yes': # home\n")
  })
})

describe('strings that are hard to write', () => {
  const text = lines(
    'list:',
    '  - |',
    '    old',
    '  - x',
    'keep: |+',
    '  a',
    '',
    'after: 1',
    'l2:',
    '  - a: |+',
    '      k',
    '',
    '  - b',
  )
  const values = [
    '  starts with spaces\nthen not\n',
    'trailing space \nnext',
    'x\n\n\n',
    '\tTab',
    '%x\n---\n...',
    '#x',
    '"both\' quotes"',
  ]

  it.each(values)('reads %j back as it was given, in a list item and under a key', (value) => {
    edited(text, { op: 'set', path: ['list', 0], value })
    edited(text, { op: 'set', path: ['list', 1], value })
    edited(text, { op: 'set', path: ['keep'], value })
    edited(text, { op: 'set', path: ['after'], value })
    expect(edited(text, { op: 'set', path: ['l2', 0, 'a'], value }).endsWith(lines('  - b'))).toBe(true)
  })

  it('moves an item whose block keeps its final blank lines', () => {
    expect(edited(text, { op: 'move', path: ['l2'], from: 0, to: 1 })).toContain(
      lines('l2:', '  - b', '  - a: |+', '      k', ''),
    )
  })
})

describe('comments at the top of the file', () => {
  it('stay when the first entry is removed or moved', () => {
    const text = lines('# yaml-language-server: $schema=./schema.json', 'first: 1', 'second: 2')
    expect(edited(text, { op: 'remove', path: ['first'] })).toBe(
      lines('# yaml-language-server: $schema=./schema.json', 'second: 2'),
    )
    const list = lines('# The list', '- a', '- b')
    expect(edited(list, { op: 'move', path: [], from: 0, to: 1 })).toBe(lines('# The list', '- b', '- a'))
  })
})

describe('line breaks', () => {
  const crlf = 'a: 1\r\nlist:\r\n  - x # first\r\n  - y\r\ntext: |\r\n  one\r\n  two\r\n'

  it('keeps CRLF line breaks, also on new lines', () => {
    const ops: PathOp[] = [
      { op: 'set', path: ['a'], value: 2 },
      { op: 'set', path: ['text'], value: 'three\nfour\n' },
      { op: 'set', path: ['b'], value: { c: [1, 2] } },
      { op: 'insert', path: ['list'], index: 1, value: 'z' },
      { op: 'remove', path: ['list', 0] },
      { op: 'move', path: ['list'], from: 1, to: 0 },
      { op: 'duplicate', path: ['list'], index: 0 },
    ]
    for (const op of ops) {
      const result = edited(crlf, op)
      expect(result.replaceAll('\r\n', '')).not.toContain('\n')
    }
    expect(edited(crlf, { op: 'set', path: ['text'], value: 'three\n' })).toBe(
      'a: 1\r\nlist:\r\n  - x # first\r\n  - y\r\ntext: |\r\n  three\r\n',
    )
  })

  it('keeps a file without a final line break so', () => {
    expect(edited('a: 1\nb: 2', { op: 'set', path: ['b'], value: 3 })).toBe('a: 1\nb: 3')
    expect(edited('a: 1\nb: 2', { op: 'set', path: ['c'], value: 3 })).toBe('a: 1\nb: 2\nc: 3')
    expect(edited('l:\n  - 1\n  - 2', { op: 'move', path: ['l'], from: 1, to: 0 })).toBe('l:\n  - 2\n  - 1')
  })
})

describe('mistakes', () => {
  const text = lines('pages:', '  /a:', '    blocks:', '      - type: hero', 'title: x')
  const cases: [PathOp, string][] = [
    [{ op: 'set', path: ['pages', '/b', 'blocks', 0], value: 1 }, 'a list cannot be made'],
    [{ op: 'set', path: ['pages', '/a', 'blocks', 1], value: {} }, 'has 1 item, so there is no item [1] to set'],
    [{ op: 'set', path: ['title', 'sub'], value: 1 }, 'title is a single value'],
    [{ op: 'set', path: [], value: 1 }, 'the path is empty'],
    [{ op: 'remove', path: ['pages', '/b'] }, 'Nothing is at pages./b: pages has no "/b".'],
    [{ op: 'remove', path: ['pages', '/a', 'blocks', 3] }, 'pages./a.blocks has 1 item'],
    [
      { op: 'insert', path: ['pages', '/a', 'blocks'], index: 2, value: {} },
      'no position 2 (positions go from 0 to 1)',
    ],
    [{ op: 'insert', path: ['pages'], index: 0, value: {} }, 'pages is not a list'],
    [{ op: 'move', path: ['pages', '/a', 'blocks'], from: 0, to: 1 }, 'no position 1'],
    [{ op: 'duplicate', path: ['pages', '/a', 'blocks'], index: -1 }, 'no position -1'],
    [{ op: 'renameKey', path: ['pages'], from: '/b', to: '/c' }, 'pages has no "/b" to rename'],
    [{ op: 'renameKey', path: ['pages', '/a', 'blocks'], from: 'a', to: 'b' }, 'not a map'],
  ]

  it.each(cases)('refuses %j with a plain message', (op, message) => {
    expect(() => applyEdit(text, op)).toThrow(EditError)
    expect(() => applyEdit(text, op)).toThrow(message)
  })

  it('refuses to rename onto an existing key', () => {
    const two = lines('pages:', '  /a: 1', '  /b: 2')
    expect(() => applyEdit(two, { op: 'renameKey', path: ['pages'], from: '/a', to: '/b' })).toThrow('already has "/b"')
  })

  it('refuses to edit a file that does not read', () => {
    expect(() => applyEdit('a: [1, 2\n', { op: 'set', path: ['a'], value: 1 })).toThrow(EditError)
  })
})
