import { createHash, type Hash } from 'node:crypto'
import { createReadStream, createWriteStream, mkdirSync, type WriteStream } from 'node:fs'
import { once } from 'node:events'
import { dirname, join } from 'node:path'
import { Unzip, UnzipInflate } from 'fflate'
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

/**
 * Unpacks the zip `file` into `folder` as it reads it, refusing any name `isAllowed` refuses (so that nothing
 * lands outside `folder`). A file whose end never came, as in a truncated archive, is left out of the answer.
 */
export async function unpackArchive(
  file: string,
  folder: string,
  isAllowed: (name: string) => boolean,
): Promise<UnpackedFiles> {
  const unpacked: UnpackedFiles = new Map()
  const writing = new Set<Open>()
  const streams: WriteStream[] = []
  let failure: Error | undefined
  const fail = (error: Error) => (failure ??= error)

  const unzip = new Unzip((entry) => {
    if (entry.name.endsWith('/')) return
    if (!isAllowed(entry.name)) return fail(new UnreadableArchive(`it holds a file it should not (${entry.name})`))
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
      if (open.isCut) return
      if (error) return fail(new UnreadableArchive(`a file in it is damaged (${entry.name})`))
      open.hash.update(chunk)
      open.bytes += chunk.length
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
      unzip.push(chunk as Buffer)
      if (failure) throw failure
      for (const open of writing) if (open.out.writableNeedDrain) await once(open.out, 'drain')
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
