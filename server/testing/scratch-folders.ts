import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'

/**
 * For tests, called at the top of a file: `make(name)` gives a new empty folder named after `name`, `keep(path)`
 * takes one made otherwise; every one is removed after the file's tests.
 */
export function scratchFolders(): { make: (name: string) => string; keep: (path: string) => void } {
  const folders: string[] = []
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true })
  })
  return {
    make: (name) => {
      const folder = mkdtempSync(join(tmpdir(), `${name}-`))
      folders.push(folder)
      return folder
    },
    keep: (path) => void folders.push(path),
  }
}
