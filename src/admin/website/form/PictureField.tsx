import { useId, useState, type ReactNode } from 'react'
import { isRecord } from '../../../model/is-record.ts'
import { ApiError } from '../../app/api.ts'
import { useEditor, valueAt } from './editor-context.ts'
import { FieldFrame } from './FieldFrame.tsx'
import { labelOf, pathId, type JsonSchema, type Path } from './json-schema.ts'

interface PictureFieldProps {
  schema: JsonSchema
  path: Path
  isRequired: boolean
  actions?: ReactNode
}

const isPicture = (file: string) => /\.(jpe?g|png|webp|avif|svg|gif)$/i.test(file)

/**
 * A file under public/: chosen from the files there, or a new picture uploaded. An upload asks for
 * its description (alt text) first and writes it beside the picture when the field sits in one.
 */
export function PictureField({ schema, path, isRequired, actions }: PictureFieldProps) {
  const { data, edit, problemsAt, publicFiles, upload, onEditing } = useEditor()
  const id = pathId(path)
  const value = valueAt(data, path)
  const text = typeof value === 'string' ? value : ''
  const { errors, warnings } = problemsAt(path)
  const parent = path.slice(0, -1)
  const parentValue = valueAt(data, parent)
  const hasAlt = isRecord(parentValue) && 'alt' in parentValue
  const files = publicFiles.filter(isPicture)

  return (
    <FieldFrame
      id={id}
      label={labelOf(path.at(-1) ?? '')}
      help={schema.description}
      errors={errors}
      warnings={warnings}
      actions={actions}
    >
      {(describedBy, isInvalid) => (
        <>
          <select
            id={id}
            value={text}
            aria-describedby={describedBy}
            aria-invalid={isInvalid || undefined}
            onFocus={() => onEditing(path)}
            onChange={(event) =>
              event.target.value === '' && !isRequired
                ? edit({ op: 'remove', path })
                : edit({ op: 'set', path, value: event.target.value })
            }
          >
            {(!isRequired || !files.includes(text)) && (
              <option value="">{text && !files.includes(text) ? text : 'Choose a picture…'}</option>
            )}
            {files.map((file) => (
              <option key={file} value={file}>
                {file}
              </option>
            ))}
          </select>
          {text && isPicture(text) && <img className="picture-field__thumb" src={text} alt="" width={120} />}
          <UploadPicture
            needsAlt={hasAlt}
            onUploaded={(src, alt) => {
              edit({ op: 'set', path, value: src })
              if (hasAlt) edit({ op: 'set', path: [...parent, 'alt'], value: alt })
            }}
            upload={upload}
          />
        </>
      )}
    </FieldFrame>
  )
}

interface UploadPictureProps {
  needsAlt: boolean
  upload: ReturnType<typeof useEditor>['upload']
  onUploaded(src: string, alt: string): void
}

function UploadPicture({ needsAlt, upload, onUploaded }: UploadPictureProps) {
  const fileId = useId()
  const altId = useId()
  const [file, setFile] = useState<File>()
  const [alt, setAlt] = useState('')
  const [status, setStatus] = useState<{ kind: 'error' | 'info'; text: string }>()
  const canUpload = Boolean(file) && (!needsAlt || alt.trim() !== '')

  const send = async () => {
    if (!file) return
    setStatus({ kind: 'info', text: 'Uploading…' })
    try {
      const picture = await upload(file)
      onUploaded(picture.src, alt.trim())
      setStatus({ kind: 'info', text: `Uploaded as ${picture.src} (${picture.width} × ${picture.height}).` })
      setFile(undefined)
      setAlt('')
    } catch (error) {
      setStatus({ kind: 'error', text: error instanceof ApiError ? error.message : 'The upload failed. Try again.' })
    }
  }

  return (
    <details className="picture-field__upload">
      <summary>Upload a new picture</summary>
      <label htmlFor={fileId}>Picture (JPEG, PNG, WebP or AVIF, up to 10 MB)</label>
      <input
        id={fileId}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        onChange={(event) => setFile(event.target.files?.[0])}
      />
      {needsAlt && (
        <>
          <label htmlFor={altId}>Description of the new picture (for people who cannot see it)</label>
          <input id={altId} type="text" value={alt} onChange={(event) => setAlt(event.target.value)} />
        </>
      )}
      <button type="button" className="admin-small" disabled={!canUpload} onClick={() => void send()}>
        Upload and use
      </button>
      {needsAlt && !alt.trim() && file && <p className="admin-help">Describe the picture before it can be placed.</p>}
      {status && (
        <p
          role={status.kind === 'error' ? 'alert' : 'status'}
          className={status.kind === 'error' ? 'admin-error' : 'admin-help'}
        >
          {status.text}
        </p>
      )}
    </details>
  )
}
