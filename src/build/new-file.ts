import { randomBytes } from 'node:crypto'
import { copyFileSync, constants, linkSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { rename, rm, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

/*
 * The only way the render puts a file into a build. A build is mostly hard links: to the code build, to
 * public/, to the previous build and to the picture cache. Writing into one of those names would change the
 * file itself, so every build that shares it (and the code or public/) would change too. Here each file is
 * made new: created only where no file is, or else made under a scratch name beside it and renamed over the
 * name, which replaces the link and leaves the file it led to as it was.
 */

type Bytes = string | NodeJS.ArrayBufferView

/** Writes `data` as a new file at `file` (its folder must exist), replacing whatever was there without writing into it. */
export function writeNewFile(file: string, data: Bytes): void {
  replacing(file, (at) => writeFileSync(at, data, { flag: 'wx' }))
}

/** As `writeNewFile`, on Node's own threads. */
export async function writeNewFileSoon(file: string, data: Bytes): Promise<void> {
  try {
    return await writeFile(file, data, { flag: 'wx' })
  } catch (error) {
    if (!isTaken(error)) throw error
  }
  const scratch = scratchName(file)
  try {
    await writeFile(scratch, data, { flag: 'wx' })
    await rename(scratch, file)
  } catch (error) {
    await rm(scratch, { force: true })
    throw error
  }
}

/**
 * Puts the file `from` at `to` as a hard link (no bytes copied) or, where a link cannot be made (another
 * file system), as a copy; whatever was at `to` is replaced, never written into.
 */
export function linkNewFile(from: string, to: string): void {
  replacing(to, (at) => {
    try {
      linkSync(from, at)
    } catch (error) {
      if (isTaken(error)) throw error
      copyFileSync(from, at, constants.COPYFILE_EXCL)
    }
  })
}

/** Runs `make` on `file`, which must fail when a file is there; then makes it under a scratch name and renames it over. */
function replacing(file: string, make: (at: string) => void): void {
  try {
    return make(file)
  } catch (error) {
    if (!isTaken(error)) throw error
  }
  const scratch = scratchName(file)
  try {
    make(scratch)
    renameSync(scratch, file)
  } catch (error) {
    rmSync(scratch, { force: true })
    throw error
  }
}

const isTaken = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EEXIST'

const scratchName = (file: string) => join(dirname(file), `.${basename(file)}.${randomBytes(6).toString('hex')}.new`)
