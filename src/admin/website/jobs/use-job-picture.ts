import { useState } from 'react'
import type { JobPictureValue } from './JobPicture.tsx'

/** Said when a photo is chosen but not yet uploaded or described. */
export const pictureWaitingWords =
  'Finish with the picture first: describe it, then press “Upload and use” or “Use this picture”.'

/** The picture a job's form holds, what it still needs, and what the job is given. */
export function useJobPicture() {
  const [picture, setPicture] = useState<JobPictureValue>()
  const [isWaiting, setIsWaiting] = useState(false)

  const whatIsMissing = () => {
    if (isWaiting) return pictureWaitingWords
    if (picture && picture.alt.trim() === '') return 'Describe the picture for someone who cannot see it.'
    return ''
  }

  return {
    /** What `JobPicture` shows and tells. */
    field: { picture, onPicture: setPicture, onWaiting: setIsWaiting },
    whatIsMissing,
    /** The picture as the job uses it, its description trimmed; undefined when there is none. */
    chosen: picture && { src: picture.src, alt: picture.alt.trim() },
  }
}
