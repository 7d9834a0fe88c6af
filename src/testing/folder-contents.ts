import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/**
 * For tests: every file under `dir`, by its place there (with `/` between parts), with a hash of its bytes.
 * Two calls give equal objects when no file was added, removed or changed in between.
 */
export function folderContents(dir: string): Record<string, string> {
  const contents: Record<string, string> = {}
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = join(entry.parentPath, entry.name)
    contents[relative(dir, file).split(sep).join('/')] = createHash('sha256').update(readFileSync(file)).digest('hex')
  }
  return contents
}
