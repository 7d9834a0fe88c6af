import { describe, expect, it } from 'vitest'
import { blockMarkup, siteShell } from '../testing/block-markup.tsx'
import { blockDefinitions } from './definitions.ts'
import { absentFields } from './example-gaps.ts'
import { leavesOf, markerFor, pathName, withPart } from './example-leaves.ts'
import type { BlockType } from './types.ts'

const shell = siteShell()

/** The HTML of the block drawn with `props`; a view that fails on a value depends on it, so its error counts as shown. */
function markupOf(type: BlockType, props: object): string {
  try {
    return blockMarkup(type, props, shell)
  } catch (error) {
    return `failed: ${String(error)}`
  }
}

// A field the view never reads passes every other test: the editor offers it, the checker accepts it, the page
// leaves it out. Each field is changed or added on its own, and the block's HTML must change with it.
describe('each block’s view, drawn from its example', () => {
  it.each(Object.keys(blockDefinitions) as BlockType[])('%s shows every field of its example', (type) => {
    const { example } = blockDefinitions[type]
    const drawn = blockMarkup(type, example, shell)
    const unseen = leavesOf(example).filter(
      ({ path, leaf }, index) => markupOf(type, withPart(example, path, markerFor(leaf, index))) === drawn,
    )
    expect(
      unseen.map(({ path }) => pathName(path)),
      `${type}: the view draws the same HTML whatever these fields say`,
    ).toEqual([])
  })

  it.each(Object.keys(blockDefinitions) as BlockType[])('%s shows each field its example leaves out', (type) => {
    const { schema, example } = blockDefinitions[type]
    const drawn = blockMarkup(type, example, shell)
    const unseen = absentFields(schema, example).filter(
      ({ path, value }) => markupOf(type, withPart(example, path, value)) === drawn,
    )
    expect(
      unseen.map(({ name }) => name),
      `${type}: the view draws the same HTML with these fields as without`,
    ).toEqual([])
  })
})
