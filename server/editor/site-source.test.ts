import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readSiteText, versionOf } from './site-source.ts'

const folder = mkdtempSync(join(tmpdir(), 'site-source-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe('readSiteText', () => {
  it('gives the text and the sha256 of the bytes on disk', () => {
    const file = join(folder, 'site.yaml')
    writeFileSync(file, 'business:\n  name: Ruiru Cleaning – Fumigation\n')
    const { text, version } = readSiteText(file)
    expect(text).toBe('business:\n  name: Ruiru Cleaning – Fumigation\n')
    expect(version).toBe(createHash('sha256').update(Buffer.from(text, 'utf8')).digest('hex'))
    expect(versionOf(text)).toBe(version)
  })

  it('gives another version when one byte changes', () => {
    const file = join(folder, 'other.yaml')
    writeFileSync(file, 'a: 1\n')
    const before = readSiteText(file).version
    writeFileSync(file, 'a: 2\n')
    expect(readSiteText(file).version).not.toBe(before)
  })
})
