import { createHash, randomUUID } from 'node:crypto'
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { maxPicturePixels, sharp, type Metadata, type OutputInfo, type Sharp } from '../../../src/build/images/sharp.ts'
import { maxUploadBytes } from './upload-size.ts'

/** A picture stored under `public/images/uploads/`, re-encoded and stripped of its metadata. */
export interface StoredUpload {
  /** The site path to place in site.yaml, e.g. `/images/uploads/sofa-before-1a2b3c4d.jpg`. */
  src: string
  width: number
  height: number
  /** Size of the stored file. */
  bytes: number
  format: 'jpeg' | 'png' | 'webp' | 'avif'
}

type PictureFormat = StoredUpload['format']

/** An upload the site will not take; `message` is a plain sentence to show the editor as it is. */
export class UploadRefused extends Error {
  readonly status: 413 | 415 | 422

  constructor(status: 413 | 415 | 422, message: string) {
    super(message)
    this.name = 'UploadRefused'
    this.status = status
  }
}

/** Stored pictures are scaled down to fit this many pixels on their long side. */
export const maxStoredSide = 2560
const uploadsPath = '/images/uploads'
const acceptedFormats = 'Upload a photo (JPEG, PNG, WebP or AVIF) instead.'

const extensions: Record<PictureFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' }

const encoders: Record<PictureFormat, (image: Sharp) => Sharp> = {
  jpeg: (image) => image.jpeg({ quality: 82, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9 }),
  webp: (image) => image.webp({ quality: 80 }),
  avif: (image) => image.avif({ quality: 55 }),
}

/**
 * Checks `bytes` by their content alone, re-encodes them in the same format (turned upright, scaled down to at
 * most `maxStoredSide` pixels on the long side, with no EXIF, GPS, XMP, IPTC, comments or ICC profile kept) and
 * stores them under `<publicDir>/images/uploads/`. It decodes, so the server runs it in its worker pool only
 * (server/editor/tasks/store-picture.ts), one picture at a time. Storing the same picture again returns the file
 * already there. Throws UploadRefused for anything the site will not take.
 */
export async function storeUpload(bytes: Buffer, originalName: string, publicDir: string): Promise<StoredUpload> {
  if (bytes.length > maxUploadBytes) {
    const megabytes = (Math.ceil((bytes.length / 1024 / 1024) * 10) / 10).toFixed(1)
    throw new UploadRefused(413, `The file is ${megabytes} MB; pictures can be at most 10 MB.`)
  }
  if (bytes.length === 0) throw new UploadRefused(422, 'The file is empty. Choose the picture again.')
  const format = detectFormat(bytes)
  checkHeader(format, await readHeader(bytes))
  const encoded = await reencode(bytes, format)
  const name = await writeOnce(join(publicDir, 'images', 'uploads'), safeStem(originalName), format, encoded.data)
  return {
    src: `${uploadsPath}/${name}`,
    width: encoded.info.width,
    height: encoded.info.height,
    bytes: encoded.data.length,
    format,
  }
}

function detectFormat(bytes: Buffer): PictureFormat {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  const brands = isoBrands(bytes)
  if (brands.includes('avif') || brands.includes('avis')) return 'avif'
  // Named in its own message; like every type not accepted above, it never reaches sharp, which would draw it.
  if (isSvg(bytes)) throw new UploadRefused(415, `This file is an SVG drawing. ${acceptedFormats}`)
  if (brands.some((brand) => heifBrands.has(brand))) throw new UploadRefused(415, heicSentence)
  const lookalike = describeOther(bytes)
  const looksLike = lookalike === undefined ? '' : ` (it looks like ${lookalike})`
  throw new UploadRefused(415, `This file is not a picture this site can use${looksLike}. ${acceptedFormats}`)
}

const heifBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'])
const heicSentence =
  "This photo is in the iPhone's own format (HEIC), which browsers cannot show, so take or choose it again with the button here, or save it as a JPEG first."

function describeOther(bytes: Buffer): string | undefined {
  if (ascii(bytes, 0, 5) === '%PDF-') return 'a PDF'
  if (ascii(bytes, 0, 4) === 'GIF8') return 'a GIF'
  if (ascii(bytes, 0, 4) === 'II*\0' || ascii(bytes, 0, 4) === 'MM\0*') return 'a TIFF'
  return undefined
}

/** The major and compatible brands of an ISO media file (AVIF, HEIC, MP4), or none. */
function isoBrands(bytes: Buffer): string[] {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return []
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length, 256)
  const brands = [ascii(bytes, 8, 12)]
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(ascii(bytes, offset, offset + 4))
  return brands
}

function isSvg(bytes: Buffer): boolean {
  const head = bytes
    .toString('utf8', 0, 4096)
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase()
  return head.startsWith('<') && /<svg[\s/>]/.test(head)
}

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.toString('latin1', start, end)
}

async function readHeader(bytes: Buffer): Promise<Metadata> {
  try {
    return await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    throw unreadable()
  }
}

/** Refuses a file whose decoder is not the one its first bytes name, or whose pixels would not fit in memory. */
function checkHeader(format: PictureFormat, header: Metadata): void {
  const decodedAs = header.format === 'heif' && header.compression === 'av1' ? 'avif' : header.format
  if (decodedAs !== format)
    throw new UploadRefused(415, `This file is not a picture this site can use. ${acceptedFormats}`)
  if (header.width * header.height > maxPicturePixels) {
    const size = `${header.width.toLocaleString('en-GB')} × ${header.height.toLocaleString('en-GB')}`
    throw new UploadRefused(
      422,
      `The picture is ${size} pixels, more than the ${maxPicturePixels / 1_000_000} megapixels a picture can have, so save a smaller copy and upload that.`,
    )
  }
}

async function reencode(bytes: Buffer, format: PictureFormat): Promise<{ data: Buffer; info: OutputInfo }> {
  // Without keepMetadata/withMetadata sharp writes no metadata, and converts to sRGB first, so no profile is needed.
  const image = sharp(bytes, { failOn: 'warning' })
    .autoOrient()
    .resize({ width: maxStoredSide, height: maxStoredSide, fit: 'inside', withoutEnlargement: true })
  try {
    return await encoders[format](image).toBuffer({ resolveWithObject: true })
  } catch {
    throw unreadable()
  }
}

function unreadable(): UploadRefused {
  return new UploadRefused(
    422,
    'This picture could not be read; the file may be damaged or incomplete. Save it again and upload the new copy.',
  )
}

/** The original file name reduced to lower-case letters, digits and hyphens, without any folder or extension. */
function safeStem(originalName: string): string {
  const fileName = originalName.split(/[\\/]/).pop() ?? ''
  const dot = fileName.lastIndexOf('.')
  const stem = dot === -1 ? fileName : fileName.slice(0, dot)
  const slug = stem
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '')
  return slug || 'picture'
}

/** Writes `data` under a name carrying its hash; a file already there under that name is reused only if identical. */
async function writeOnce(folder: string, stem: string, format: PictureFormat, data: Buffer): Promise<string> {
  await mkdir(folder, { recursive: true })
  const digest = createHash('sha256').update(data).digest('hex')
  // The short hash keeps names readable; the full one settles the rare clash with a different picture.
  for (const hashLength of [8, 64]) {
    const name = `${stem}-${digest.slice(0, hashLength)}.${extensions[format]}`
    const existing = await readIfPresent(join(folder, name))
    if (existing === undefined) {
      await writeAtomically(folder, name, data)
      return name
    }
    if (existing.equals(data)) return name
  }
  throw new Error(`Another file in ${folder} has the full SHA-256 of this upload but different content.`)
}

async function readIfPresent(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

/** The file appears whole or not at all, and survives a crash of the machine once this resolves. */
async function writeAtomically(folder: string, name: string, data: Buffer): Promise<void> {
  const temporary = join(folder, `.${name}.${randomUUID()}.tmp`)
  try {
    const file = await open(temporary, 'wx')
    try {
      await file.writeFile(data)
      await file.sync()
    } finally {
      await file.close()
    }
    await rename(temporary, join(folder, name))
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
  await syncFolder(folder)
}

/** Makes the rename itself survive a power cut. */
async function syncFolder(folder: string): Promise<void> {
  try {
    const directory = await open(folder, 'r')
    try {
      await directory.sync()
    } finally {
      await directory.close()
    }
  } catch {
    // Some systems (Windows) cannot open or flush a folder; the file is in place all the same.
  }
}
