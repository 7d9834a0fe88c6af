import { useId, useRef, useState } from 'react'
import type { UploadedPicture } from '../../../model/admin-api.ts'
import { ApiError } from '../../app/api.ts'
import { acceptedPictureTypes, refusalBeforeUpload } from './picture-api.ts'
import './pictures.css'

interface UploadPictureProps {
  /** The id of the file input, which the field's label names. */
  id: string
  describedBy?: string
  isInvalid: boolean
  /** Whether the picture needs a description (the field sits beside one) before it can be used. */
  needsDescription: boolean
  upload(file: File): Promise<UploadedPicture>
  onUploaded(picture: UploadedPicture, description: string): void
}

type Status = { kind: 'error' | 'info'; text: string }

/**
 * Takes a photo with the phone's camera or picks one from the device, asks for its description, then
 * uploads it and hands it to the field. `capture` is left out on purpose: phones then offer both the
 * camera and the photo library.
 */
export function UploadPicture({
  id,
  describedBy,
  isInvalid,
  needsDescription,
  upload,
  onUploaded,
}: UploadPictureProps) {
  const hintId = useId()
  const descriptionId = useId()
  const exampleId = useId()
  const [file, setFile] = useState<File>()
  const [inputKey, setInputKey] = useState(0)
  const [description, setDescription] = useState('')
  const [status, setStatus] = useState<Status>()
  const [isSending, setIsSending] = useState(false)
  const [chosenUrl, showChosen] = useChosenPreview()
  const isDescribed = !needsDescription || description.trim() !== ''

  const choose = (chosen: File | undefined) => {
    const refusal = chosen && refusalBeforeUpload(chosen)
    setStatus(refusal ? { kind: 'error', text: refusal } : undefined)
    setFile(refusal ? undefined : chosen)
    showChosen(refusal ? undefined : chosen)
  }

  const send = async () => {
    if (!file || !isDescribed) return
    setIsSending(true)
    setStatus({ kind: 'info', text: 'Uploading the picture…' })
    try {
      const picture = await upload(file)
      onUploaded(picture, description.trim())
      setStatus({ kind: 'info', text: 'The new picture is in place. Publish to show it on the website.' })
      setFile(undefined)
      showChosen(undefined)
      setDescription('')
      setInputKey((key) => key + 1)
    } catch (error) {
      const text = error instanceof ApiError ? error.message : 'The picture could not be uploaded. Try again.'
      setStatus({ kind: 'error', text })
    } finally {
      setIsSending(false)
    }
  }

  return (
    <div className="picture-upload">
      <p id={hintId} className="admin-help">
        Take a photo or choose one from this device (up to 10 MB).
      </p>
      <input
        key={inputKey}
        id={id}
        type="file"
        accept={acceptedPictureTypes}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        aria-invalid={isInvalid || undefined}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      {file && (
        <div className="picture-upload__chosen">
          {chosenUrl && <img className="picture-field__thumb" src={chosenUrl} alt="" width={120} />}
          {needsDescription && (
            <>
              <label htmlFor={descriptionId}>Describe the new picture for someone who cannot see it</label>
              <p id={exampleId} className="admin-help">
                For example: A cleaner shampooing a grey sofa in a sitting room.
              </p>
              <input
                id={descriptionId}
                type="text"
                value={description}
                required
                aria-describedby={exampleId}
                onChange={(event) => setDescription(event.target.value)}
              />
            </>
          )}
          <button
            type="button"
            className="admin-small"
            disabled={!isDescribed || isSending}
            onClick={() => void send()}
          >
            Upload and use
          </button>
          {!isDescribed && <p className="admin-help">Describe the picture first; then it can be used.</p>}
        </div>
      )}
      <output className="admin-help picture-upload__status">{status?.kind === 'info' ? status.text : ''}</output>
      {status?.kind === 'error' && (
        <p role="alert" className="admin-error">
          {status.text}
        </p>
      )}
    </div>
  )
}

/**
 * The chosen file as a data: address, so it can be seen before it is uploaded (the admin's
 * Content-Security-Policy allows pictures from the site and data: addresses, not blob: ones).
 */
function useChosenPreview(): [string | undefined, (file: File | undefined) => void] {
  const [url, setUrl] = useState<string>()
  const latest = useRef<File>(undefined)
  const show = (file: File | undefined) => {
    latest.current = file
    setUrl(undefined)
    if (!file || typeof FileReader === 'undefined') return
    const reader = new FileReader()
    reader.addEventListener('load', () => {
      if (latest.current === file && typeof reader.result === 'string') setUrl(reader.result)
    })
    reader.readAsDataURL(file)
  }
  return [url, show]
}
