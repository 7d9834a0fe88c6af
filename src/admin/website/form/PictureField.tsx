import { useState, type ReactNode } from 'react'
import { isRecord } from '../../../model/is-record.ts'
import type { EditOp } from '../../../site-text/edit.ts'
import { knownDescription } from '../pictures/known-description.ts'
import { thumbnailOf } from '../pictures/picture-api.ts'
import { PictureSources, type PlacedPicture } from '../pictures/PictureSources.tsx'
import { pictureTwin, twinEdit } from '../pictures/picture-twin.ts'
import { showsPictureProblems } from '../pictures/empty-picture.ts'
import { useEditor, valueAt } from './editor-context.ts'
import { FieldFrame } from './FieldFrame.tsx'
import { helpWords } from '../help-words.ts'
import { fieldName, pathId, type JsonSchema, type Path } from './json-schema.ts'

interface PictureFieldProps {
  schema: JsonSchema
  path: Path
  isRequired: boolean
  actions?: ReactNode
  /** The words of the button that takes the picture out; "Remove the picture" when left out. */
  removeWords?: string
}

const noProblems = { errors: [], warnings: [] }

/**
 * A picture of the site: the one in place shown as a thumbnail, another chosen from the pictures the
 * site has, or a new one taken or picked on this device and uploaded. Either asks for the picture's
 * description here first when the field sits beside one, and is put in the draft (with its size, when
 * the field sits beside a width and height) as one change. A service's card and the top of its page
 * take the same picture unless the person unticks that. An empty box says nothing is wrong until it
 * has been touched or publishing was tried.
 */
export function PictureField({
  schema,
  path,
  isRequired,
  actions,
  removeWords = 'Remove the picture',
}: PictureFieldProps) {
  const { data, published, edit, editAll, problemsAt, upload, onEditing, hasTriedToPublish = false } = useEditor()
  const [isTouched, setIsTouched] = useState(false)
  /** What is chosen but not used yet, in words: said instead of "No picture chosen yet.", no longer true. */
  const [waiting, setWaiting] = useState<string>()
  const id = pathId(path)
  const value = valueAt(data, path)
  const src = typeof value === 'string' ? value : ''
  const { errors, warnings } = showsPictureProblems(src, { isTouched, hasTriedToPublish })
    ? problemsAt(path)
    : noProblems
  const parent = path.slice(0, -1)
  const parentValue = valueAt(data, parent)
  const sibling = (key: string) => isRecord(parentValue) && key in parentValue
  const altHere = isRecord(parentValue) && typeof parentValue.alt === 'string' ? parentValue.alt : ''
  const twin = pictureTwin(data, path)
  const [isTwinned, setIsTwinned] = useState(twin?.isPaired ?? false)

  const use = (picture: PlacedPicture, description: string | undefined) => {
    onEditing(path)
    setIsTouched(true)
    const ops: EditOp[] = [{ op: 'set', path, value: picture.src }]
    if (description !== undefined && sibling('alt'))
      ops.push({ op: 'set', path: [...parent, 'alt'], value: description })
    if (picture.width && sibling('width')) ops.push({ op: 'set', path: [...parent, 'width'], value: picture.width })
    if (picture.height && sibling('height')) ops.push({ op: 'set', path: [...parent, 'height'], value: picture.height })
    if (twin && isTwinned) ops.push(twinEdit(data, twin, { src: picture.src, alt: description ?? altHere }))
    if (editAll) editAll(ops)
    else for (const op of ops) edit(op)
  }

  return (
    <FieldFrame
      id={id}
      label={fieldName(schema, path.at(-1) ?? '')}
      help={helpWords(schema.description)}
      errors={errors}
      warnings={warnings}
      actions={actions}
    >
      {(describedBy, isInvalid) => (
        <div className="picture-field" onBlur={() => setIsTouched(true)}>
          {src ? (
            <figure className="picture-field__current">
              <img className="picture-field__thumb" src={thumbnailOf(src)} alt="" width={160} />
              <figcaption>{altHere ? `In place now: “${altHere}”` : 'In place now (not described yet).'}</figcaption>
            </figure>
          ) : (
            <p className="admin-help">{waiting ?? 'No picture chosen yet.'}</p>
          )}
          {twin && (
            <label className="picture-field__twin">
              <input type="checkbox" checked={isTwinned} onChange={(event) => setIsTwinned(event.target.checked)} />{' '}
              {twin.offer}
            </label>
          )}
          <PictureSources
            id={id}
            describedBy={describedBy}
            isInvalid={isInvalid}
            data={data}
            published={published}
            current={src}
            needsDescription={sibling('alt')}
            // Putting back the picture this place had when published brings back its description here too.
            descriptionHere={(chosen) => knownDescription(chosen, [valueAt(published, parent)])?.alt}
            upload={upload}
            onUse={use}
            onWaiting={setWaiting}
          />
          {!isRequired && src && (
            <button type="button" className="admin-small" onClick={() => edit({ op: 'remove', path })}>
              {removeWords}
            </button>
          )}
        </div>
      )}
    </FieldFrame>
  )
}
