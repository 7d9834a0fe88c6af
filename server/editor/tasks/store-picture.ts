import { storeUpload, UploadRefused, type StoredUpload } from '../pictures/uploads.ts'

export interface StorePictureInput {
  /** The uploaded file as it came. */
  bytes: Uint8Array
  /** The file's name on the editor's computer. */
  originalName: string
  /** The project's public/ folder. */
  publicDir: string
}

export type StorePictureOutcome =
  { ok: true; stored: StoredUpload } | { ok: false; status: UploadRefused['status']; message: string }

/** Checks, re-encodes and stores an uploaded picture (see uploads.ts); a refusal comes back as plain data. */
export async function storePicture({
  bytes,
  originalName,
  publicDir,
}: StorePictureInput): Promise<StorePictureOutcome> {
  try {
    const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    return { ok: true, stored: await storeUpload(file, originalName, publicDir) }
  } catch (error) {
    if (error instanceof UploadRefused) return { ok: false, status: error.status, message: error.message }
    throw error
  }
}
