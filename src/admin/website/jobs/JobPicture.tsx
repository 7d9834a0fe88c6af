import { useCallback, useId, useState, type ReactNode } from 'react'
import type { UploadedPicture } from '../../../model/admin-api.ts'
import { thumbnailOf } from '../pictures/picture-api.ts'
import { PictureSources } from '../pictures/PictureSources.tsx'

/** A job's picture and how it is described in the new place. */
export interface JobPictureValue {
  src: string
  alt: string
}

interface JobPictureProps {
  label: string
  /** What having no picture means for this job. */
  noneWords: string
  /** The draft, as data: which pictures there are, and where they are used. */
  data: unknown
  picture: JobPictureValue | undefined
  onPicture(picture: JobPictureValue | undefined): void
  upload(file: File): Promise<UploadedPicture>
  /** Told whether a picture is chosen but not used yet (its description or upload waits). */
  onWaiting(isWaiting: boolean): void
  /** More choices about the picture, shown once there is one (where else it goes). */
  children?: ReactNode
}

/**
 * The picture of a job's new place: a photo taken there and then with the phone (or picked on the
 * device) and uploaded, or one of the website's pictures; either is described afresh for this place.
 */
export function JobPicture(props: JobPictureProps) {
  const { label, noneWords, data, picture, onPicture, upload, onWaiting, children } = props
  const id = useId()
  const inputId = `${id}-photo`
  /** What is chosen but not used yet, in words; said in place of `noneWords`, which would no longer be true. */
  const [waiting, setWaiting] = useState<string>()
  const tellWaiting = useCallback(
    (words: string | undefined) => {
      setWaiting(words)
      onWaiting(words !== undefined)
    },
    [onWaiting],
  )
  return (
    <fieldset className="job-picture">
      <legend>{label}</legend>
      {picture ? (
        <>
          <figure className="picture-field__current">
            <img className="picture-field__thumb" src={thumbnailOf(picture.src)} alt="" width={160} />
            <figcaption>{`Chosen: “${picture.alt}”`}</figcaption>
          </figure>
          <button type="button" className="admin-small admin-secondary" onClick={() => onPicture(undefined)}>
            Leave the picture out
          </button>
          {children}
        </>
      ) : (
        <p className="admin-help">{waiting ?? noneWords}</p>
      )}
      <label htmlFor={inputId}>{picture || waiting ? 'Another photo' : 'New photo'}</label>
      <PictureSources
        id={inputId}
        isInvalid={false}
        data={data}
        current={picture?.src ?? ''}
        needsDescription
        upload={upload}
        onUse={(chosen, description) => onPicture({ src: chosen.src, alt: description ?? '' })}
        uploadedWords="The photo is ready. Finish the form to use it."
        onWaiting={tellWaiting}
      />
    </fieldset>
  )
}
