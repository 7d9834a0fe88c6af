import { decodeHTML, decodeXML } from 'entities'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { loadCode } from '../../src/build/code-build.ts'
import { bootScript } from '../../src/build/inline-scripts.ts'
import { renderSite } from '../../src/build/render-site.ts'
import { checkSite } from '../../src/validation/check-site.ts'
import { alternatesOf } from '../../src/languages/translations.ts'

const root = resolve(import.meta.dirname, '../..')
const codeDir = join(root, '.build')
const publicDir = join(root, 'public')
const work = mkdtempSync(join(tmpdir(), 'awkward-text-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

type Schema = Record<string, unknown>
type Path = (string | number)[]

const siteSchema = JSON.parse(readFileSync(join(root, 'schema/site.schema.json'), 'utf8')) as Schema

/** Everything that has broken a page before: replacement patterns, markup, templates, other scripts, a long word. */
const awkward = `$' $\` $& $$ $1 </script><!-- {{ x }} 😀 مرحبا بكم ${'w'.repeat(120)}`
/** The part of it that Markdown keeps as text (its markup is read as markup there). */
const markdownSafe = `$' $& $$ $1 {{ x }} 😀 مرحبا بكم`

/** Sub-schemas that may describe `value` under `key` of an object described by `parents`. */
function childSchemas(parents: Schema[], key: string | number, parentValue: unknown): Schema[] {
  return parents
    .flatMap((parent) => {
      if (typeof key === 'number') return parent.items ? [parent.items as Schema] : []
      const properties = parent.properties as Record<string, Schema> | undefined
      if (properties?.[key]) return [properties[key]]
      const patterns = parent.patternProperties as Record<string, Schema> | undefined
      const byPattern = Object.entries(patterns ?? {})
        .filter(([pattern]) => new RegExp(pattern, 'u').test(key))
        .map(([, child]) => child)
      if (byPattern.length > 0) return byPattern
      return typeof parent.additionalProperties === 'object' ? [parent.additionalProperties as Schema] : []
    })
    .flatMap((child) => alternatives(child, parentValue, key))
}

/** A schema's branches that fit the value's own constants (a block's `type`), flattened. */
function alternatives(schema: Schema, parentValue: unknown, key: string | number): Schema[] {
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined
  if (!branches) return [schema]
  const value = (parentValue as Record<string | number, unknown>)[key]
  return branches
    .filter((branch) => {
      const properties = branch.properties as Record<string, Schema> | undefined
      if (!properties || typeof value !== 'object' || value === null) return true
      return Object.entries(properties).every(
        ([name, property]) =>
          property.const === undefined || (value as Record<string, unknown>)[name] === property.const,
      )
    })
    .flatMap((branch) => alternatives(branch, parentValue, key))
}

/** Keywords that say how a field is named or written, not that it refers to something else. */
const wordsAndTextMarks = new Set(['x-label', 'x-question', 'x-long-text', 'x-markdown'])

/** Free text a person writes: a string with no pattern, choice, format or reference to something else. */
function textKind(schemas: Schema[]): 'text' | 'markdown' | undefined {
  if (schemas.length === 0) return undefined
  const isText = (one: Schema) =>
    one.type === 'string' &&
    !one.pattern &&
    !one.enum &&
    !one.const &&
    !one.format &&
    Object.keys(one).every((name) => !name.startsWith('x-') || wordsAndTextMarks.has(name))
  if (!schemas.every(isText)) return undefined
  return schemas.some((one) => one['x-markdown']) ? 'markdown' : 'text'
}

interface Replaced {
  path: string
  value: string
  kind: 'text' | 'markdown'
  original: string
  /** Puts the value it replaced back. */
  undo: () => void
}

/** Replaces every free-text string of `data` with the awkward text, marked by its place. */
function makeAwkward(data: unknown): Replaced[] {
  const replaced: Replaced[] = []
  const walk = (value: unknown, schemas: Schema[], path: Path) => {
    if (Array.isArray(value) || (typeof value === 'object' && value !== null)) {
      for (const [key, child] of Object.entries(value)) {
        const index = Array.isArray(value) ? Number(key) : key
        const inner = childSchemas(schemas, index, value)
        if (typeof child === 'string') {
          const kind = textKind(inner)
          if (!kind) continue
          const max = Math.min(...inner.map((one) => (one.maxLength as number | undefined) ?? Infinity))
          const marker = `AWK${replaced.length}x`
          const full = `${marker} ${kind === 'markdown' ? markdownSafe : awkward}`
          const text = [...full].slice(0, Number.isFinite(max) ? max : undefined).join('')
          const holder = value as Record<string | number, unknown>
          holder[index] = text
          replaced.push({
            path: [...path, index].join(','),
            value: text,
            kind,
            original: child,
            undo: () => (holder[index] = child),
          })
        } else walk(child, inner, [...path, index])
      }
    }
  }
  walk(data, [siteSchema], [])
  return replaced
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(html|json|xml)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** Every string in a JSON value. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(stringsOf)
      : []

describe('awkward text in every text field of site.yaml', () => {
  it.skipIf(!existsSync(join(codeDir, 'ssr')))(
    'passes the check and reaches the pages exactly as typed, escaped, with every page whole',
    { timeout: 120_000 },
    async () => {
      const data = parse(readFileSync(join(root, 'site.yaml'), 'utf8')) as unknown
      const all = makeAwkward(data)
      // Text that names something else (a phone's label, a blog category, a form's option) must match it:
      // the check says so, and both ends are put back.
      const first = checkSite(stringify(data, { lineWidth: 0 }), { publicDir })
      const paths = new Set(first.errors.map((problem) => problem.path.join(',')))
      const valueAt = (path: readonly (string | number)[]) =>
        path.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], data)
      const named = new Set([
        ...all.filter((one) => paths.has(one.path)).map((one) => one.original),
        ...first.errors.map((problem) => valueAt(problem.path)),
      ])
      const isReference = (one: Replaced) => paths.has(one.path) || named.has(one.original)
      const replaced = all.filter((one) => !isReference(one))
      for (const one of all.filter(isReference)) one.undo()
      const references = new Set(all.filter(isReference).map((one) => one.path))
      expect(references.size).toBeLessThan(80)
      expect(replaced.length).toBeGreaterThan(300)
      const { site, errors } = checkSite(stringify(data, { lineWidth: 0 }), { publicDir })
      expect(errors.map((problem) => `${problem.path.join('.')}: ${problem.message}`)).toEqual([])
      const outDir = join(work, 'site')
      await renderSite(site!, outDir, { code: await loadCode(codeDir), publicDir, imageCache: join(work, 'images') })

      const pages: string[] = []
      const texts: string[] = []
      const broken: string[] = []
      for (const file of filesUnder(outDir)) {
        const raw = readFileSync(file, 'utf8')
        if (file.endsWith('.json')) texts.push(...stringsOf(JSON.parse(raw)))
        else texts.push(file.endsWith('.xml') ? decodeXML(raw) : decodeHTML(raw))
        // The /admin app's page is code, not content.
        if (!file.endsWith('.html') || file.startsWith(join(outDir, 'admin'))) continue
        pages.push(file)
        // Markup of the text would show raw: it is always escaped (as &lt; in HTML, \u003c in JSON-LD).
        if (raw.includes('</script><!--')) broken.push(`${file}: raw markup from the text`)
        if (!raw.trimEnd().endsWith('</html>')) broken.push(`${file}: does not end with </html>`)
        if (!raw.includes(`>${bootScript}</script>`)) broken.push(`${file}: the boot script is not whole`)
      }
      expect(pages.length).toBeGreaterThan(10)
      expect(broken).toEqual([])

      const everything = texts.join('\n')
      // A language's words for a menu item whose page it has no translation of are left out with the item.
      const isLeftOutItem = (path: string) => {
        const [part, , section, ...place] = path.split(',')
        if (part !== 'languages' || section !== 'texts') return false
        const item = valueAt(place.slice(0, -1).map((key) => (/^\d+$/.test(key) ? Number(key) : key)))
        const link = (item as { link?: unknown } | undefined)?.link
        return typeof link === 'string' && alternatesOf(site!, link).size < 2
      }
      const lost = replaced.filter(({ value, path }) => !everything.includes(value) && !isLeftOutItem(path))
      // Texts no page shows (for example the chat's, drawn by the browser) still reach the shell's data.
      expect(lost.map(({ path }) => path)).toEqual([])
    },
  )
})
