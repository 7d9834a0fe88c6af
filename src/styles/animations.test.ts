import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Every animation of the site moves only what the compositor draws by itself. Any other property (a growing
 * box-shadow, say) is painted again on the main thread at every frame for as long as it runs, which a phone
 * spends instead of answering a tap, and which Lighthouse counts as blocking time.
 */
const srcDir = resolve(import.meta.dirname, '..')
const composited = new Set(['transform', 'translate', 'scale', 'rotate', 'opacity'])

const stylesheets = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.css'))
  .map((name) => join(srcDir, name))

/** Each `@keyframes` rule of `css` with the properties it animates. */
function keyframes(css: string): { name: string; properties: string[] }[] {
  return [...css.matchAll(/@keyframes\s+([\w-]+)\s*\{/g)].map((match) => {
    let depth = 1
    let end = match.index + match[0].length
    while (depth > 0 && end < css.length) {
      if (css[end] === '{') depth++
      else if (css[end] === '}') depth--
      end++
    }
    const body = css.slice(match.index + match[0].length, end - 1).replace(/\/\*[\s\S]*?\*\//g, '')
    const properties = [...body.matchAll(/([\w-]+)\s*:/g)].map((property) => property[1]!)
    return { name: match[1]!, properties: [...new Set(properties)] }
  })
}

describe('the site’s animations', () => {
  it('are found in the stylesheets', () => {
    expect(stylesheets.flatMap((file) => keyframes(readFileSync(file, 'utf8'))).length).toBeGreaterThan(0)
  })

  it('move only transform and opacity', () => {
    const repainted = stylesheets.flatMap((file) =>
      keyframes(readFileSync(file, 'utf8'))
        .filter(({ properties }) => properties.some((property) => !composited.has(property)))
        .map(({ name, properties }) => `${relative(srcDir, file)} @keyframes ${name}: ${properties.join(', ')}`),
    )
    expect(repainted).toEqual([])
  })
})
