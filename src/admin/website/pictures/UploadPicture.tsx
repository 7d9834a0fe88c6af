import { useEffect, useId, useRef, useState } from 'react'
import type { UploadedPicture } from '../../../model/admin-api.ts'
import { useOutcome } from '../../outcome/outcome.tsx'
import { acceptedPictureTypes, refusalBeforeUpload, uploadProblem } from './picture-api.ts'
import { DescribeChosen } from './DescribeChosen.tsx'
import './pictures.css'
import { ProblemAlert } from '../../app/form-parts/ProblemAlert.tsx'
import { useSending } from '../../app/form-parts/use-sending.ts'

interface UploadPictureProps {
  /** The id of the file input, which the field's label names. */
  id: string
  describedBy?: string
  isInvalid: boolean
  /** Whether the picture needs a description (the field sits beside one) before it can be used. */
  needsDescription: boolean
  upload(file: File): Promise<UploadedPicture>
  onUploaded(picture: UploadedPicture, description: string): void
  /** What the bar at the bottom says once the picture is uploaded and handed on. */
  doneWords?: string
  /** Told the name of the photo chosen that waits to be uploaded, or undefined when none waits. */
  onWaiting?(name: string | undefined): void
}

/** The button that uploads the chosen photo and uses it. */
export const uploadLabel = 'Upload and use'

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
  doneWords = 'The new picture is in place. Publish to show it on the website.',
  onWaiting,
}: UploadPictureProps) {
  const hintId = useId()
  const [file, setFile] = useState<File>()
  const [inputKey, setInputKey] = useState(0)
  // Why an upload failed; once the picture is in place, the bar at the bottom says so.
  const { isSending, problem, setProblem, send } = useSending()
  const [chosenUrl, showChosen] = useChosenPreview()
  const { say } = useOutcome()
  const waitingName = file?.name
  useEffect(() => onWaiting?.(waitingName), [waitingName, onWaiting])

  const choose = (chosen: File | undefined) => {
    const refusal = chosen && refusalBeforeUpload(chosen)
    setProblem(refusal ?? '')
    setFile(refusal ? undefined : chosen)
    showChosen(refusal ? undefined : chosen)
  }

  /** Empties the file box: the photo is used, or she changed her mind. */
  const clear = () => {
    setFile(undefined)
    showChosen(undefined)
    setInputKey((key) => key + 1)
  }

  const uploadChosen = async (chosen: File, description: string) => {
    const picture = await upload(chosen)
    onUploaded(picture, description.trim())
    // Said after the picture's own change to the draft, so that only the next change ends it.
    say({ tone: 'done', text: doneWords })
    clear()
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
        <DescribeChosen
          preview={chosenUrl}
          needsDescription={needsDescription}
          descriptionLabel="Describe the new picture for someone who cannot see it"
          actionLabel={uploadLabel}
          isBusy={isSending}
          onUse={(description) => void send(() => uploadChosen(file, description), { sayProblem: uploadProblem })}
          onCancel={isSending ? undefined : clear}
        />
      )}
      <output className="admin-help picture-upload__status">{isSending ? 'Uploading the picture…' : ''}</output>
      <ProblemAlert problem={problem} />
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
