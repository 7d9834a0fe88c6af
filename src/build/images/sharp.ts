// The one module that imports sharp (scripts/one-sharp.test.ts fails if another does), so that every
// picture decoded anywhere, by the build, the server's worker threads, tests or scripts, is decoded with
// the settings below.
import sharpItself from 'sharp'
import type { Sharp, SharpInput, SharpOptions } from 'sharp'

export type { Metadata, OutputInfo, Sharp, SharpInput, SharpOptions } from 'sharp'

/**
 * The most pixels a picture may have to be opened. 60 million lets through every photo of a 50-megapixel
 * phone camera (8160 × 6144 is 50.1 million) and refuses anything larger; it bounds one decode to a few
 * hundred megabytes. A picture under it can still be slow to decode (a 1 KB AVIF can declare 6320 × 6320),
 * so the server decodes one picture at a time, in its worker pool (server/work/picture-lane.ts).
 */
export const maxPicturePixels = 60_000_000

// Decoded pictures are not kept in memory after use (the build keeps its results on disk), and each
// decode uses one thread of libvips: the threads of libuv that run decodes also read the files sent to
// visitors, so a decode must not take more than its own.
sharpItself.cache(false)
sharpItself.concurrency(1)

/**
 * sharp, with the settings of this module and at most `maxPicturePixels` unless `options` says otherwise
 * (`limitInputPixels: false`, which only tests making oversized pictures should say).
 */
export function sharp(options?: SharpOptions): Sharp
export function sharp(input?: SharpInput | SharpInput[], options?: SharpOptions): Sharp
export function sharp(input?: SharpInput | SharpInput[] | SharpOptions, options?: SharpOptions): Sharp {
  if (isOptions(input)) return sharpItself({ limitInputPixels: maxPicturePixels, ...input })
  return sharpItself(input, { limitInputPixels: maxPicturePixels, ...options })
}

function isOptions(input: unknown): input is SharpOptions {
  if (typeof input !== 'object' || input === null) return false
  const prototype: unknown = Object.getPrototypeOf(input)
  return prototype === Object.prototype || prototype === null
}
