import { createHash, randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { linkNewFile } from '../new-file.ts'

/** Identifies what a picture becomes: its bytes and the recipe that turns them into files. */
export const cacheKey = (bytes: Buffer, recipe: string): string =>
  createHash('sha256').update(recipe).update('\0').update(bytes).digest('hex')

/** A cache entry: the folder holding its files, and the facts recorded when they were made. */
export interface CacheEntry<Facts> {
  folder: string
  facts: Facts
  /** True when the files were made by this call, false when an earlier build had made them. */
  isNew: boolean
}

const factsFile = 'facts.json'

/**
 * The files of `key` under `cacheDir`, made by `make` into an empty folder when no build has made them yet.
 * An entry appears whole or not at all, so an interrupted build never leaves half of one behind.
 */
export async function cachedFiles<Facts>(
  cacheDir: string,
  key: string,
  make: (folder: string) => Promise<Facts>,
): Promise<CacheEntry<Facts>> {
  const folder = join(cacheDir, key)
  const existing = await readFacts<Facts>(folder)
  if (existing !== undefined) return { folder, facts: existing, isNew: false }
  const scratch = join(cacheDir, `.${key}-${randomUUID()}`)
  await mkdir(scratch, { recursive: true })
  try {
    const facts = await make(scratch)
    await writeFile(join(scratch, factsFile), JSON.stringify(facts))
    await settle(scratch, folder)
    return { folder, facts, isNew: true }
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}

/** Moves the finished scratch folder into place, unless a build running alongside got there first. */
async function settle(scratch: string, folder: string): Promise<void> {
  try {
    await rename(scratch, folder)
  } catch (error) {
    if ((await readFacts(folder)) !== undefined) return
    // A folder without its facts is what an older, broken cache left: replace it.
    await rm(folder, { recursive: true, force: true })
    await rename(scratch, folder).catch(() => {
      throw error
    })
  }
}

async function readFacts<Facts>(folder: string): Promise<Facts | undefined> {
  const file = join(folder, factsFile)
  if (!existsSync(file)) return undefined
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Facts
  } catch {
    return undefined
  }
}

/**
 * Puts `names` from a cache entry's folder into `toFolder`, each under the name `rename` gives it: hard
 * links where the file system allows, so a render copies no picture bytes, and never written into a file
 * already there.
 */
export async function copyOut(
  entry: CacheEntry<unknown>,
  names: readonly string[],
  toFolder: string,
  renameTo: (name: string) => string,
): Promise<void> {
  await mkdir(toFolder, { recursive: true })
  for (const name of names) linkNewFile(join(entry.folder, name), join(toFolder, renameTo(name)))
}
