import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { applyEdit, type PathOp, type Path } from './edit.ts'
import { expectEdit } from './expect-edit.ts'
import { lineDiff } from './line-diff.ts'

const site = readFileSync(new URL('../../site.yaml', import.meta.url), 'utf8')
const siteLines = site.split('\n')
const data = parse(site) as {
  pages: Record<string, { blocks: { type: string }[] }>
  blog: { posts: { slug: string; content: string }[] }
}

/** Index of the line that is exactly `line`, looking from line `after` on. */
function lineIndex(line: string, after = 0): number {
  const index = siteLines.indexOf(line, after)
  expect(index, `site.yaml has the line ${JSON.stringify(line)}`).toBeGreaterThan(-1)
  return index
}

/** The lines from line `start` to the last one indented deeper than it, before the next line indented as much or less. */
function entryLines(start: number): string[] {
  const indent = siteLines[start]?.search(/\S/) ?? 0
  let end = start + 1
  while (end < siteLines.length && (siteLines[end] === '' || (siteLines[end]?.search(/\S/) ?? 0) > indent)) end++
  while (siteLines[end - 1] === '') end--
  return siteLines.slice(start, end)
}

/** The real file with the lines from `start` (`count` of them) replaced by `lines`. */
function siteWith(start: number, count: number, lines: string[]): string {
  return siteLines.toSpliced(start, count, ...lines).join('\n')
}

describe('editing the real site.yaml', () => {
  it('changes one line to set a phone number, and keeps every comment', () => {
    const result = expectEdit(site, { op: 'set', path: ['business', 'phones', 0, 'number'], value: '+254 711 222 333' })
    expect(lineDiff(site, result)).toEqual({
      removed: ["      number: '+254 700 000 001'"],
      added: ["      number: '+254 711 222 333'"],
    })
    const comments = siteLines.filter((line) => line.trimStart().startsWith('#'))
    expect(comments.length).toBeGreaterThan(3)
    const resultLines = new Set(result.split('\n'))
    expect(comments.filter((line) => !resultLines.has(line))).toEqual([])
  })

  it('only adds lines to add a service at the end', () => {
    const services = parse(site).services as unknown[]
    const value = {
      name: 'Window Cleaning',
      link: '/window-cleaning',
      summary: 'Streak-free windows, frames and sills: inside and out.',
      image: { src: '/images/services/office.svg', alt: 'Illustration of a window being cleaned' },
    }
    const result = expectEdit(site, { op: 'insert', path: ['services'], index: services.length, value })
    expect(lineDiff(site, result)).toEqual({
      removed: [],
      added: [
        '  - name: Window Cleaning',
        '    link: /window-cleaning',
        "    summary: 'Streak-free windows, frames and sills: inside and out.'",
        '    image:',
        '      src: /images/services/office.svg',
        '      alt: Illustration of a window being cleaned',
      ],
    })
  })

  it('only adds lines to add a page', () => {
    const value = {
      title: 'Window Cleaning in Ruiru and Nairobi',
      description: 'Windows, frames and sills cleaned inside and out.',
      blocks: [
        { type: 'hero', heading: 'Clear windows', buttons: [{ label: 'Get a Quote', form: 'quote' }] },
        { type: 'rich-text', heading: 'How we work', text: 'We bring ladders.\n\nWe leave no streaks.\n' },
      ],
    }
    const result = expectEdit(site, { op: 'set', path: ['pages', '/window-cleaning'], value })
    const page = [
      '',
      '  /window-cleaning:',
      '    title: Window Cleaning in Ruiru and Nairobi',
      '    description: Windows, frames and sills cleaned inside and out.',
      '    blocks:',
      '      - type: hero',
      '        heading: Clear windows',
      '        buttons:',
      '          - label: Get a Quote',
      '            form: quote',
      '      - type: rich-text',
      '        heading: How we work',
      '        text: |',
      '          We bring ladders.',
      '',
      '          We leave no streaks.',
    ]
    const blog = lineIndex('blog:')
    expect(siteLines[blog - 1]).toBe('')
    expect(result).toBe(siteWith(blog - 1, 0, page))
    expect(lineDiff(site, result).removed).toEqual([])
  })

  describe('the blocks of a page', () => {
    const blocks = data.pages['/about']?.blocks ?? []
    const serviceCards = blocks.findIndex((block) => block.type === 'service-cards')
    const cardsLine = lineIndex('      - type: service-cards', lineIndex('  /about:'))
    const cards = entryLines(cardsLine)
    const previous = entryLines(lineIndex('      - type: rich-text', lineIndex('  /about:')))

    it('removes only the lines of a block', () => {
      expect(blocks[serviceCards - 1]?.type).toBe('rich-text')
      const result = expectEdit(site, { op: 'remove', path: ['pages', '/about', 'blocks', serviceCards] })
      expect(result).toBe(siteWith(cardsLine, cards.length, []))
    })

    it('moves a block up by moving only its lines', () => {
      const result = expectEdit(site, {
        op: 'move',
        path: ['pages', '/about', 'blocks'],
        from: serviceCards,
        to: serviceCards - 1,
      })
      expect(result).toBe(
        siteWith(cardsLine - previous.length, previous.length + cards.length, [...cards, ...previous]),
      )
      const { removed, added } = lineDiff(site, result)
      expect(removed).toEqual(added)
      expect([cards, previous]).toContainEqual(removed)
    })

    it('duplicates a block by adding a copy of its lines', () => {
      const result = expectEdit(site, { op: 'duplicate', path: ['pages', '/about', 'blocks'], index: serviceCards })
      expect(result).toBe(siteWith(cardsLine, 0, cards))
    })
  })

  it('writes a blog post’s Markdown as a block and changes only its content lines', () => {
    const posts = data.blog.posts
    const index = 2
    const content = [
      'A short post.',
      '',
      '## What to do',
      '',
      '- Vacuum **slowly**.',
      '- Blot spills; do not rub.',
      '',
      'Read about our [carpet cleaning](/carpetcleaning), or [ask us for a visit](/contact).',
      '',
    ].join('\n')
    const result = expectEdit(site, { op: 'set', path: ['blog', 'posts', index, 'content'], value: content })
    const slugLine = lineIndex(`      slug: ${posts[index]?.slug}`)
    const contentLine = lineIndex('      content: |', slugLine)
    const oldBody = entryLines(contentLine).slice(1)
    const newBody = content
      .trimEnd()
      .split('\n')
      .map((line) => (line === '' ? '' : `        ${line}`))
    expect(result).toBe(siteWith(contentLine + 1, oldBody.length, newBody))
  })

  it('quotes a value that needs quotes', () => {
    const result = expectEdit(site, { op: 'set', path: ['business', 'tagline'], value: 'Note: closed on Sundays' })
    expect(lineDiff(site, result)).toEqual({
      removed: ['  tagline: Professional cleaning for commercial establishments and private residences.'],
      added: ["  tagline: 'Note: closed on Sundays'"],
    })
  })

  it('renames a page address on its own line', () => {
    const result = expectEdit(site, { op: 'renameKey', path: ['pages'], from: '/about', to: '/about-us' })
    expect(lineDiff(site, result)).toEqual({ removed: ['  /about:'], added: ['  /about-us:'] })
  })

  it('edits a flow list on its line', () => {
    const result = expectEdit(site, { op: 'insert', path: ['business', 'areaServed'], index: 4, value: 'Juja' })
    expect(lineDiff(site, result)).toEqual({
      removed: ['  areaServed: [Ruiru, Nairobi, Kiambu, Thika Road]'],
      added: ['  areaServed: [Ruiru, Nairobi, Kiambu, Thika Road, Juja]'],
    })
  })

  it('takes well under 50 ms for an edit', () => {
    const ops: PathOp[] = [
      { op: 'set', path: ['business', 'phones', 0, 'number'], value: '+254 711 222 333' },
      { op: 'set', path: ['pages', '/window-cleaning'], value: { title: 'Windows', blocks: [] } },
      { op: 'move', path: ['blog', 'posts'], from: 5, to: 0 },
    ]
    for (const op of ops) {
      const times: number[] = []
      for (let run = 0; run < 7; run++) {
        const start = performance.now()
        applyEdit(site, op)
        times.push(performance.now() - start)
      }
      expect(Math.min(...times)).toBeLessThan(50)
    }
  })

  it('reads back right after editing any list or any value of the file', () => {
    const lists: Path[] = []
    const values: Path[] = []
    const walk = (node: unknown, path: Path): void => {
      if (Array.isArray(node)) {
        lists.push(path)
        node.forEach((child, index) => walk(child, [...path, index]))
      } else if (typeof node === 'object' && node !== null) {
        for (const [key, child] of Object.entries(node)) walk(child, [...path, key])
      } else values.push(path)
    }
    walk(parse(site), [])
    expect(lists.length).toBeGreaterThan(50)
    expect(values.length).toBeGreaterThan(500)
    const sample = <T>(all: T[], count: number): T[] =>
      all.filter((_, index) => index % Math.ceil(all.length / count) === 0)
    for (const path of sample(lists, 15)) {
      const length = (
        path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], parse(site)) as unknown[]
      ).length
      expectEdit(site, { op: 'duplicate', path, index: length - 1 })
      expectEdit(site, { op: 'move', path, from: length - 1, to: 0 })
      expectEdit(site, { op: 'remove', path: [...path, 0] })
    }
    for (const path of sample(values, 15)) {
      expectEdit(site, { op: 'set', path, value: 'It’s “new”: line one\nline two #2' })
      expectEdit(site, { op: 'set', path, value: '08:00' })
    }
  })
})
