import { useState, type ReactNode } from 'react'
import type { UploadedPicture } from '../../../model/admin-api.ts'
import { isRecord } from '../../../model/is-record.ts'
import { knownDescription } from '../pictures/known-description.ts'
import { pictureName, thumbnailOf } from '../pictures/picture-api.ts'
import { PictureLibrary } from '../pictures/PictureLibrary.tsx'
import { UploadPicture } from '../pictures/UploadPicture.tsx'
import { useEditor, valueAt } from './editor-context.ts'
import { FieldFrame } from './FieldFrame.tsx'
import { helpWords } from '../help-words.ts'
import { labelOf, pathId, type JsonSchema, type Path } from './json-schema.ts'

interface PictureFieldProps {
  schema: JsonSchema
  path: Path
  isRequired: boolean
  actions?: ReactNode
}

/**
 * A picture of the site: the one in place shown as a thumbnail, another chosen from the pictures the
 * site has, or a new one taken or picked on this device and uploaded. An upload asks for the picture's
 * description first when the field sits beside one, and is put in the draft (with its size, when the
 * field sits beside a width and height) the moment it is stored.
 */
export function PictureField({ schema, path, isRequired, actions }: PictureFieldProps) {
  const { data, published, edit, problemsAt, upload, onEditing } = useEditor()
  const [isLibraryOpen, setIsLibraryOpen] = useState(false)
  const id = pathId(path)
  const value = valueAt(data, path)
  const src = typeof value === 'string' ? value : ''
  const { errors, warnings } = problemsAt(path)
  const parent = path.slice(0, -1)
  const parentValue = valueAt(data, parent)
  const sibling = (key: string) => isRecord(parentValue) && key in parentValue

  const use = (picture: Pick<UploadedPicture, 'src'> & Partial<UploadedPicture>, description?: string) => {
    onEditing(path)
    edit({ op: 'set', path, value: picture.src })
    if (description !== undefined && sibling('alt')) edit({ op: 'set', path: [...parent, 'alt'], value: description })
    if (picture.width && sibling('width')) edit({ op: 'set', path: [...parent, 'width'], value: picture.width })
    if (picture.height && sibling('height')) edit({ op: 'set', path: [...parent, 'height'], value: picture.height })
  }

  return (
    <FieldFrame
      id={id}
      label={labelOf(path.at(-1) ?? '')}
      help={helpWords(schema.description)}
      errors={errors}
      warnings={warnings}
      actions={actions}
    >
      {(describedBy, isInvalid) => (
        <div className="picture-field">
          {src ? (
            <figure className="picture-field__current">
              <img className="picture-field__thumb" src={thumbnailOf(src)} alt="" width={160} />
              <figcaption>In place now: {pictureName(src)}</figcaption>
            </figure>
          ) : (
            <p className="admin-help">No picture chosen yet.</p>
          )}
          <button
            type="button"
            className="admin-small"
            aria-expanded={isLibraryOpen}
            onClick={() => setIsLibraryOpen((isOpen) => !isOpen)}
          >
            {isLibraryOpen ? 'Close your pictures' : 'Choose from your pictures'}
          </button>
          {isLibraryOpen && (
            <PictureLibrary
              current={src}
              onChoose={(chosen) => {
                // The description goes with the picture: as published here, or as it is described elsewhere.
                const known = knownDescription(chosen, [valueAt(published, parent), published, data])
                use({ src: chosen, ...known }, known?.alt)
                setIsLibraryOpen(false)
              }}
            />
          )}
          {!isRequired && src && (
            <button type="button" className="admin-small" onClick={() => edit({ op: 'remove', path })}>
              Remove the picture
            </button>
          )}
          <UploadPicture
            id={id}
            describedBy={describedBy}
            isInvalid={isInvalid}
            needsDescription={sibling('alt')}
            upload={upload}
            onUploaded={(picture, description) => use(picture, description)}
          />
        </div>
      )}
    </FieldFrame>
  )
}
