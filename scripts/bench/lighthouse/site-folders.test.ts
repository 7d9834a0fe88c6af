import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { pickSites, siteFolders } from './site-folders.ts'

const made: string[] = []
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

function repository(examples: Record<string, boolean>): string {
  const root = mkdtempSync(join(tmpdir(), 'site-folders-'))
  made.push(root)
  for (const [name, hasSiteFile] of Object.entries(examples)) {
    mkdirSync(join(root, 'examples', name, 'public'), { recursive: true })
    if (hasSiteFile) writeFileSync(join(root, 'examples', name, 'site.yaml'), 'business: {}\n')
  }
  return root
}

describe('siteFolders', () => {
  it('is the repository’s own site alone when there is no examples folder', () => {
    expect(siteFolders(repository({}))).toEqual([{ name: 'root', dir: '.' }])
  })

  it('adds each example that holds a site.yaml, by name, after the own site', () => {
    expect(siteFolders(repository({ salon: true, bakery: true, drafts: false }))).toEqual([
      { name: 'root', dir: '.' },
      { name: 'bakery', dir: 'examples/bakery' },
      { name: 'salon', dir: 'examples/salon' },
    ])
  })
})

describe('pickSites', () => {
  const sites = [
    { name: 'root', dir: '.' },
    { name: 'salon', dir: 'examples/salon' },
  ]

  it('keeps every site when none is asked for, and the asked ones in the sites’ order', () => {
    expect(pickSites(sites, undefined)).toEqual(sites)
    expect(pickSites(sites, ['salon', 'root'])).toEqual(sites)
    expect(pickSites(sites, ['salon'])).toEqual([sites[1]])
  })

  it('names the sites there are when one asked for is not', () => {
    expect(() => pickSites(sites, ['garage'])).toThrow('No site called garage. The sites: root, salon')
  })
})
