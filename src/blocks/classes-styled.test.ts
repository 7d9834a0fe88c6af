import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { blockMarkup, siteShell } from '../testing/block-markup.tsx'
import { blockDefinitions } from './definitions.ts'
import type { BlockType } from './types.ts'

const srcDir = join(import.meta.dirname, '..')
// The editor's own stylesheets never reach a public page.
const stylesheets = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css') && !file.startsWith('admin/'))
  .map((file) => readFileSync(join(srcDir, file), 'utf8'))
  .join('\n')

/** Classes written for a reason other than a style. */
const unstyledOnPurpose: Record<string, string> = {
  'form-block': 'The form block’s name: its form is styled as site-form.',
  'site-form__status--idle': 'The status before anything is sent, which shows nothing; the other statuses are styled.',
}

/** The class names written in `html`, each once. */
const classesIn = (html: string): string[] => [
  ...new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, names = '']) => names.split(/\s+/).filter(Boolean))),
]

/** Whether a stylesheet names the class `name` whole, or `name__` begins a class it names. */
const isStyled = (name: string, withParts = false): boolean =>
  new RegExp(`\\.${name.replace(/[^\w-]/g, '\\$&')}${withParts ? '__' : '(?![\\w-])'}`).test(stylesheets)

/** The class on a block's outer element may only name it: its type, or a name whose `__` parts are styled. */
const namesBlock = (type: BlockType, name: string): boolean =>
  name === type || (!name.includes('__') && isStyled(name, true))

const hasReason = (type: BlockType, name: string): boolean =>
  isStyled(name) || namesBlock(type, name) || name in unstyledOnPurpose

const shell = siteShell()

// A class renamed in the markup and not in the stylesheet leaves its element unstyled, and every other test passes.
describe('each block’s view, drawn from its example', () => {
  it.each(Object.keys(blockDefinitions) as BlockType[])('%s writes only classes a stylesheet styles', (type) => {
    const html = blockMarkup(type, blockDefinitions[type].example, shell)
    expect(classesIn(html).filter((name) => !hasReason(type, name))).toEqual([])
  })

  it('tells a class styled whole from one only the start of a styled name', () => {
    expect(isStyled('faq__question')).toBe(true)
    expect(isStyled('faq__quest')).toBe(false)
    expect(isStyled('map-embed')).toBe(false)
    expect(isStyled('map-embed', true)).toBe(true)
  })
})
