import { Type, type Static } from '@sinclair/typebox'

/** A picture under `public/images/`, as the editor's picture library lists it. */
export const libraryPictureSchema = Type.Object(
  {
    /** The site path, such as `/images/uploads/sofa-1a2b3c4d.jpg`. */
    src: Type.String(),
    /** Uploaded through the editor (and so removable), rather than part of the project. */
    isUpload: Type.Boolean(),
    bytes: Type.Integer(),
    /** When the file was last written, in milliseconds since 1970. */
    modifiedMs: Type.Number(),
  },
  { additionalProperties: false },
)

export type LibraryPicture = Static<typeof libraryPictureSchema>

/** The answer of POST /admin/api/uploads: the picture stored, ready to be placed once it has alt text. */
export const uploadedPictureSchema = Type.Object(
  { src: Type.String(), width: Type.Integer(), height: Type.Integer() },
  { additionalProperties: false },
)

export type UploadedPicture = Static<typeof uploadedPictureSchema>

/** The answer of GET /admin/api/pictures and GET /admin/api/pictures/unused. */
export const pictureListSchema = Type.Object(
  { pictures: Type.Array(libraryPictureSchema) },
  { additionalProperties: false },
)

export type PictureList = Static<typeof pictureListSchema>
