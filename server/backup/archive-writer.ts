import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { createReadStream, createWriteStream } from 'node:fs'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { crc32, createDeflateRaw } from 'node:zlib'
import { Zip, type ZipInputFile } from 'fflate'

/** A file as written into the archive. */
export interface ArchivedFile {
  name: string
  bytes: number
  sha256: string
}

export interface ArchiveWriter {
  /** Streams the file at `path` in as `name`; pictures are stored as they are, being compressed already. */
  addFile(name: string, path: string, options?: { isCompressed?: boolean }): Promise<ArchivedFile>
  addText(name: string, text: string): Promise<ArchivedFile>
  /** Writes the end of the archive and waits until it is all on disk. */
  finish(): Promise<void>
}

/** The zip method numbers (APPNOTE 4.4.5). */
const stored = 0
const deflated = 8

/**
 * A zip file written as it goes, one file at a time, so that large uploads never sit whole in memory. Only its
 * owner may read it: it holds the requests and the password hashes. fflate lays out the zip; Node's zlib
 * compresses, off the main thread and several times faster than fflate's own deflate.
 */
export function writeArchive(file: string): ArchiveWriter {
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 })
  let failure: Error | undefined
  out.on('error', (error) => (failure ??= error))
  const zip = new Zip((error, chunk, isFinal) => {
    if (error) failure ??= error
    else out.write(chunk)
    if (isFinal) out.end()
  })

  const drained = async () => {
    if (failure) throw failure
    if (out.writableNeedDrain) await once(out, 'drain')
  }

  async function add(name: string, source: Readable, isCompressed: boolean): Promise<ArchivedFile> {
    const entry: ZipInputFile = { filename: name, size: 0, crc: 0, compression: isCompressed ? stored : deflated }
    zip.add(entry)
    const hash = createHash('sha256')
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk)
        entry.crc = crc32(chunk, entry.crc)
        entry.size += chunk.length
        done(null, chunk)
      },
    })
    const write = async (chunks: AsyncIterable<Buffer>) => {
      for await (const chunk of chunks) {
        // Node reads files into plain ArrayBuffers; fflate only asks that the chunk is not shared memory.
        entry.ondata!(null, chunk as Uint8Array<ArrayBuffer>, false)
        await drained()
      }
    }
    if (isCompressed) await pipeline(source, measure, write)
    else await pipeline(source, measure, createDeflateRaw({ level: 6 }), write)
    entry.ondata!(null, new Uint8Array(0), true)
    await drained()
    return { name, bytes: entry.size, sha256: hash.digest('hex') }
  }

  return {
    addFile: (name, path, { isCompressed = false } = {}) =>
      add(name, createReadStream(path, { highWaterMark: 1 << 20 }), isCompressed),
    addText: (name, text) => add(name, Readable.from([Buffer.from(text, 'utf8')]), false),
    async finish() {
      zip.end()
      if (!out.writableFinished) await once(out, 'finish')
      if (failure) throw failure
    },
  }
}
