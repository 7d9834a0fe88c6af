import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

const root = join(import.meta.dirname, '..')

interface OwnSite {
  business: { name: string; phones: { number: string }[]; whatsapp: string; address: { town: string } }
  services: { name: string }[]
}

/**
 * What names the repository's own business, read from its site.yaml: its name's words, its town, its phone
 * numbers (as written and as digits) and its services' names, the words of its trade.
 */
function traces(): RegExp[] {
  const { business, services } = parse(readFileSync(join(root, 'site.yaml'), 'utf8')) as OwnSite
  const nameWords = business.name.split(/[^\p{L}]+/u).filter((word) => word.length >= 4)
  const numbers = [...business.phones.map((phone) => phone.number), business.whatsapp]
  const texts = [...nameWords, business.address.town, ...services.map((service) => service.name)]
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return [...new Set(texts.map((text) => text.toLowerCase()))]
    .map((text) => new RegExp(`\\b${escape(text)}\\b`, 'iu'))
    .concat(
      [...new Set(numbers)].flatMap((number) => [new RegExp(escape(number)), new RegExp(number.replace(/\D/g, ''))]),
    )
}

/** Files of the product that may name the repository's own business, and why. */
const allowed: Record<string, string> = {
  'scripts/bench-editor-jobs.ts': 'measures the editor on the repository’s own site',
  'scripts/screenshots/editing-screenshots.ts': 'pictures the repository’s own site for docs/editing.md',
  'scripts/screenshots/sample-visits.ts': 'the sample figures of those pictures',
}

/** The product's own files: code, styles and deploy files, not tests or what they read. */
function productFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', 'src', 'server', 'scripts', 'deploy'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
  return (
    listed
      .split('\n')
      .filter((path) => /\.(ts|tsx|mts|mjs|css|html|service|sh|conf)$/.test(path))
      // Listed but deleted from the work tree: gone from the product.
      .filter((path) => existsSync(join(root, path)))
      .filter((path) => !/\.test(-d)?\.tsx?$|\/fixtures\/|^src\/testing\/|^server\/testing\//.test(path))
  )
}

describe('the product', () => {
  it('names nothing of the repository’s own business: its name, town, numbers or trade live in site.yaml', () => {
    const patterns = traces()
    expect(patterns.length).toBeGreaterThan(4)
    const found = productFiles()
      .filter((path) => !Object.hasOwn(allowed, path))
      .flatMap((path) => {
        const text = readFileSync(join(root, path), 'utf8')
        return patterns.flatMap((pattern) => {
          const match = pattern.exec(text)
          return match ? [`${path}: ${match[0]}`] : []
        })
      })
    expect(found).toEqual([])
  })
})
