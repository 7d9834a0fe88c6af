import { createHash, type Hash } from 'node:crypto'
import { createReadStream, createWriteStream, mkdirSync, type WriteStream } from 'node:fs'
import { once } from 'node:events'
import { dirname, join } from 'node:path'
import { Unzip, UnzipInflate } from 'fflate'
import { archiveLimits, maxBytesOf, megabytesInWords } from './archive-limits.ts'
import type { ArchivedFile } from './archive-writer.ts'

/** What was unpacked: each file with the size and SHA-256 of what was actually read. */
export type UnpackedFiles = Map<string, ArchivedFile>

/** The archive cannot be read as a whole; `message` says why, in words. */
export class UnreadableArchive extends Error {
  override name = 'UnreadableArchive'
}

interface Open {
  name: string
  out: WriteStream
  hash: Hash
  bytes: number
  /** Set when the archive ended before this file did: what is left of it is ignored. */
  isCut?: boolean
}

/** How much an archive may unpack to. */
export interface UnpackLimits {
  /** The most the file `name` may unpack to. */
  bytesOf: (name: string) => number
  /** The most all its files may unpack to together, and why, in words ("more than any backup holds"). */
  totalBytes: number
  totalWords: string
}

export const backupLimits: UnpackLimits = {
  bytesOf: maxBytesOf,
  totalBytes: archiveLimits.totalBytes,
  totalWords: 'more than any backup holds',
}

/**
 * Each read of the archive is handed to the inflater in pieces this small, and the writes are let drain
 * after each: deflate inflates at most about a thousandfold, so no piece can fill the memory.
 */
const pieceBytes = 32 * 1024

/**
 * Unpacks the zip `file` into `folder` as it reads it, refusing any name `isAllowed` refuses (so that nothing
 * lands outside `folder`), a name that comes twice, and any file or total past `limits`, counted as it inflates.
 * A file whose end never came, as in a truncated archive, is left out of the answer.
 */
export async function unpackArchive(
  file: string,
  folder: string,
  isAllowed: (name: string) => boolean,
  limits: UnpackLimits = backupLimits,
): Promise<UnpackedFiles> {
  const unpacked: UnpackedFiles = new Map()
  const writing = new Set<Open>()
  const streams: WriteStream[] = []
  const seen = new Set<string>()
  let total = 0
  let failure: Error | undefined
  const fail = (error: Error) => (failure ??= error)

  const unzip = new Unzip((entry) => {
    if (failure || entry.name.endsWith('/')) return
    if (!isAllowed(entry.name)) return fail(new UnreadableArchive(`it holds a file it should not (${entry.name})`))
    if (seen.has(entry.name)) return fail(new UnreadableArchive(`it holds two files named ${entry.name}`))
    seen.add(entry.name)
    const maxBytes = limits.bytesOf(entry.name)
    const target = join(folder, entry.name)
    mkdirSync(dirname(target), { recursive: true })
    const open: Open = {
      name: entry.name,
      out: createWriteStream(target, { flags: 'wx' }),
      hash: createHash('sha256'),
      bytes: 0,
    }
    open.out.on('error', fail)
    streams.push(open.out)
    writing.add(open)
    entry.ondata = (error, chunk, isFinal) => {
      if (open.isCut || failure) return
      if (error) return fail(new UnreadableArchive(`a file in it is damaged (${entry.name})`))
      open.bytes += chunk.length
      total += chunk.length
      if (open.bytes > maxBytes)
        return fail(
          new UnreadableArchive(
            `${entry.name} in it unpacks to more than ${megabytesInWords(maxBytes)}, more than a backup holds`,
          ),
        )
      if (total > limits.totalBytes)
        return fail(
          new UnreadableArchive(`it unpacks to more than ${megabytesInWords(limits.totalBytes)}, ${limits.totalWords}`),
        )
      open.hash.update(chunk)
      open.out.write(chunk)
      if (!isFinal) return
      open.out.end()
      writing.delete(open)
      unpacked.set(open.name, { name: open.name, bytes: open.bytes, sha256: open.hash.digest('hex') })
    }
    entry.start()
  })
  unzip.register(UnzipInflate)

  // Unfinished files are cut off; all are closed before anyone reads them.
  const closeAll = async () => {
    for (const open of writing) {
      open.isCut = true
      open.out.end()
    }
    await Promise.all(streams.map((out) => (out.closed ? undefined : once(out, 'close'))))
  }
  try {
    for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) {
      const read = chunk as Buffer
      for (let at = 0; at < read.length; at += pieceBytes) {
        unzip.push(read.subarray(at, at + pieceBytes))
        if (failure) throw failure
        for (const open of writing) if (open.out.writableNeedDrain) await once(open.out, 'drain')
      }
    }
  } catch (error) {
    await closeAll()
    throw error instanceof UnreadableArchive
      ? error
      : new UnreadableArchive('it is not a backup archive, or is damaged')
  }
  try {
    unzip.push(new Uint8Array(0), true)
  } catch {
    failure ??= new UnreadableArchive('it is incomplete (it ends too early)')
  }
  await closeAll()
  if (failure) throw failure
  return unpacked
}
