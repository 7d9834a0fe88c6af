import { createHash, randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { sharp } from './sharp.ts'

/** What a picture file holds, read once: its content hash, its format and its upright size. */
export interface FileFacts {
  hash: string
  format: string
  width: number
  height: number
}

interface StoredFacts extends FileFacts {
  size: number
  mtimeMs: number
}

const storeName = 'file-facts.json'

/**
 * The facts of picture files, kept in `cacheDir` by path, size and modification time, so an unchanged file is
 * never read again, whichever build, start or publish asks. `save` writes what was learnt.
 */
export class FileFactsStore {
  private stored: Record<string, StoredFacts> = {}
  private changed = false

  private readonly cacheDir: string
  private constructor(cacheDir: string) {
    this.cacheDir = cacheDir
  }

  static async open(cacheDir: string): Promise<FileFactsStore> {
    const store = new FileFactsStore(cacheDir)
    const file = join(cacheDir, storeName)
    if (existsSync(file)) {
      try {
        store.stored = JSON.parse(await readFile(file, 'utf8')) as Record<string, StoredFacts>
      } catch {
        store.stored = {}
      }
    }
    return store
  }

  /** The facts of `file`, read from disk only when it is new or changed since they were kept. */
  async factsOf(file: string, onRead?: (file: string) => void): Promise<{ facts: FileFacts; bytes?: Buffer }> {
    const { size, mtimeMs } = await stat(file)
    const known = this.stored[file]
    if (known && known.size === size && known.mtimeMs === mtimeMs) {
      const { hash, format, width, height } = known
      return { facts: { hash, format, width, height } }
    }
    onRead?.(file)
    const bytes = await readFile(file)
    const { format = 'unknown', autoOrient } = await sharp(bytes).metadata()
    const facts = { hash: createHash('sha256').update(bytes).digest('hex'), format, ...autoOrient }
    this.stored[file] = { ...facts, size, mtimeMs }
    this.changed = true
    return { facts, bytes }
  }

  /** Writes the facts learnt since opening; whole or not at all, so a build running alongside reads a whole file. */
  async save(): Promise<void> {
    if (!this.changed) return
    await mkdir(this.cacheDir, { recursive: true })
    const scratch = join(this.cacheDir, `.${storeName}-${randomUUID()}`)
    await writeFile(scratch, JSON.stringify(this.stored))
    await rename(scratch, join(this.cacheDir, storeName))
    this.changed = false
  }
}
