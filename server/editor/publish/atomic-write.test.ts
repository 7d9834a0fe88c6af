import { chmodSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type * as Fs from 'node:fs'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { writeFileAtomic } from './atomic-write.ts'

const failure = vi.hoisted(() => ({ fsync: false }))

// Stands for a disk that fails while the new content is being flushed.
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof Fs>()
  return {
    ...fs,
    fsyncSync: (fd: number) => {
      if (failure.fsync) throw Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' })
      fs.fsyncSync(fd)
    },
  }
})

const folder = mkdtempSync(join(tmpdir(), 'atomic-write-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))
afterEach(() => {
  failure.fsync = false
})

describe('writeFileAtomic', () => {
  it('replaces the file with the new content and leaves nothing else behind', () => {
    const file = join(folder, 'replace', 'site.yaml')
    mkdirSync(join(folder, 'replace'))
    writeFileSync(file, 'old: 1\n')
    chmodSync(file, 0o640)
    writeFileAtomic(file, 'new: 2\nname: Ruiru – “Cleaning”\n')
    expect(readFileSync(file, 'utf8')).toBe('new: 2\nname: Ruiru – “Cleaning”\n')
    expect(statSync(file).mode & 0o777).toBe(0o640)
    expect(readdirSync(join(folder, 'replace'))).toEqual(['site.yaml'])
  })

  it('creates a file that did not exist', () => {
    const file = join(folder, 'created.yaml')
    writeFileAtomic(file, 'a: 1\n')
    expect(readFileSync(file, 'utf8')).toBe('a: 1\n')
  })

  it('keeps the old content whole and removes the temporary file when the disk fails', () => {
    const dir = join(folder, 'failing-disk')
    mkdirSync(dir)
    const file = join(dir, 'site.yaml')
    writeFileSync(file, 'old: 1\n')
    failure.fsync = true
    expect(() => writeFileAtomic(file, 'new: 2\n'.repeat(10_000))).toThrow('EIO')
    expect(readFileSync(file, 'utf8')).toBe('old: 1\n')
    expect(readdirSync(dir)).toEqual(['site.yaml'])
  })

  it('removes the temporary file when the rename fails', () => {
    const dir = join(folder, 'failing-rename')
    const target = join(dir, 'site.yaml')
    // A folder in the way: the rename over it fails.
    mkdirSync(join(target, 'inside'), { recursive: true })
    expect(() => writeFileAtomic(target, 'new: 2\n')).toThrow('EISDIR')
    expect(readdirSync(dir)).toEqual(['site.yaml'])
    expect(statSync(target).isDirectory()).toBe(true)
  })

  it('throws when the folder does not exist, creating nothing', () => {
    expect(() => writeFileAtomic(join(folder, 'missing', 'site.yaml'), 'a: 1\n')).toThrow('ENOENT')
    expect(readdirSync(folder)).not.toContain('missing')
  })
})
