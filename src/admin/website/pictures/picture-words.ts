import { formatBusinessTime } from '../../app/business-time.ts'
import type { LibraryPicture } from './picture-api.ts'
import { pictureName } from './picture-name.ts'
import type { PictureUse } from './picture-uses.ts'

/** Places named at most in one line; the rest are counted. */
const placesShown = 3

/** "A photo uploaded 23 Nov 2026, 14:05" ("the photo …" with `article` "the"): how an upload nothing describes is named. */
export const uploadedWords = (
  picture: Pick<LibraryPicture, 'modifiedMs'>,
  article: 'A' | 'The' | 'the' = 'A',
): string => `${article} photo uploaded ${formatBusinessTime(picture.modifiedMs)}`

/**
 * How the picture library names a picture: by its description (as the editor names pictures everywhere),
 * else an upload by when it was made; never by its file.
 */
export function pictureTitle(picture: Omit<LibraryPicture, 'bytes'>, uses: readonly PictureUse[]): string {
  const described = uses.find((use) => use.alt !== '')
  return described || !picture.isUpload ? pictureName(picture.src, described?.alt) : uploadedWords(picture)
}

/** Where a picture shows: "On the home page, Repairs card; On the Repairs page, at the top". */
export function whereUsed(uses: readonly PictureUse[]): string {
  const places = [...new Set(uses.map((use) => use.place))]
  if (places.length === 0) return 'Not used yet'
  const more = places.length - placesShown
  return (
    places.slice(0, placesShown).join('; ') + (more > 0 ? `; and ${more} more ${more === 1 ? 'place' : 'places'}` : '')
  )
}

/**
 * How the picture library shows a picture: its name, and where it is used in the draft, or else where the
 * website as published still shows it (until the draft is published).
 */
export function libraryWords(
  picture: Omit<LibraryPicture, 'bytes'>,
  draftUses: readonly PictureUse[],
  liveUses: readonly PictureUse[],
): { title: string; where: string } {
  if (draftUses.length > 0) return { title: pictureTitle(picture, draftUses), where: `Used: ${whereUsed(draftUses)}` }
  if (liveUses.length > 0)
    return { title: pictureTitle(picture, liveUses), where: `Used until you publish: ${whereUsed(liveUses)}` }
  return { title: pictureTitle(picture, []), where: whereUsed([]) }
}
