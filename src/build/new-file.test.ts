import { linkSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { linkNewFile, writeNewFile, writeNewFileSoon } from './new-file.ts'

const work = mkdtempSync(join(tmpdir(), 'new-file-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

let count = 0
/** A folder holding `earlier.html` and, at `page.html`, a hard link to it: the same file under two names. */
function linkedPair() {
  const dir = mkdtempSync(join(work, `pair-${++count}-`))
  const earlier = join(dir, 'earlier.html')
  const page = join(dir, 'page.html')
  writeFileSync(earlier, 'the earlier page')
  linkSync(earlier, page)
  return { dir, earlier, page }
}

describe('a new file', () => {
  it('written over a linked name replaces the name and leaves the file it led to as it was', async () => {
    for (const write of [writeNewFile, writeNewFileSoon]) {
      const { dir, earlier, page } = linkedPair()
      await write(page, 'the new page')
      expect(readFileSync(page, 'utf8')).toBe('the new page')
      expect(readFileSync(earlier, 'utf8')).toBe('the earlier page')
      expect(statSync(earlier).nlink).toBe(1)
      expect(readdirSync(dir).sort()).toEqual(['earlier.html', 'page.html'])
    }
  })

  it('written where no file is, is simply written', async () => {
    await writeNewFileSoon(join(work, 'fresh.html'), 'soon')
    writeNewFile(join(work, 'fresh.txt'), 'now')
    expect(readFileSync(join(work, 'fresh.html'), 'utf8')).toBe('soon')
    expect(readFileSync(join(work, 'fresh.txt'), 'utf8')).toBe('now')
  })

  it('linked over a linked name becomes a link to its own file, and the file that was there is untouched', () => {
    const { earlier, page } = linkedPair()
    const reused = join(work, 'reused.html')
    writeFileSync(reused, 'the page taken from the previous build')
    linkNewFile(reused, page)
    expect(statSync(page).ino).toBe(statSync(reused).ino)
    expect(readFileSync(earlier, 'utf8')).toBe('the earlier page')
  })
})
