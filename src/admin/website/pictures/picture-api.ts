import type { UploadedPicture } from '../../../model/admin-api.ts'
import type { LibraryPicture, PictureList } from '../../../model/contracts/library-picture.ts'
import { adminFetch, api, ApiError } from '../../app/api.ts'

export type { LibraryPicture }

/** Every picture the site has: uploads first, newest first. */
export const loadPictures = async (): Promise<LibraryPicture[]> => (await api<PictureList>('pictures')).pictures

/** The uploads that neither the live site nor any draft uses. */
export const loadUnusedPictures = async (): Promise<LibraryPicture[]> =>
  (await api<PictureList>('pictures/unused')).pictures

/** Sends a picture taken or picked on this device to the site's pictures. */
export async function uploadPicture(file: File): Promise<UploadedPicture> {
  const response = await adminFetch('uploads', {
    body: file,
    headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(file.name) },
  })
  return (await response.json()) as UploadedPicture
}

/** Removes an upload for good; the server refuses one still in use. */
export async function removePicture(src: string): Promise<void> {
  await adminFetch(`uploads/${encodeURIComponent(src.slice(src.lastIndexOf('/') + 1))}`, { method: 'DELETE' })
}

/** A small copy of a photo to show in the editor (drawings are small already and shown as they are). */
export const thumbnailOf = (src: string): string =>
  /\.(jpe?g|png|webp|avif)$/i.test(src) ? `/admin/api/pictures/thumbnail?src=${encodeURIComponent(src)}` : src

/** The picture kinds the site takes; a phone's browser converts its own photos to one of them when asked. */
export const acceptedPictureTypes = 'image/jpeg,image/png,image/webp'

/** A sentence saying why `file` cannot be sent, or undefined when it may be. */
export function refusalBeforeUpload(file: File): string | undefined {
  if (/\.(heic|heif)$/i.test(file.name) || /^image\/hei[cf]/.test(file.type))
    return "This photo is in the iPhone's own format (HEIC), which browsers cannot show, so take or choose it again with the button here, or save it as a JPEG first."
  if (file.size > 10 * 1024 * 1024)
    return `The file is ${(Math.ceil((file.size / 1024 / 1024) * 10) / 10).toFixed(1)} MB; pictures can be at most 10 MB.`
  return undefined
}

/** Why an upload failed, as the server said it or in a sentence of our own. */
export const uploadProblem = (error: unknown): string =>
  error instanceof ApiError ? error.message : 'The picture could not be uploaded. Try again.'
