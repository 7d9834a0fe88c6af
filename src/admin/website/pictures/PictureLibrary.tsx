import { useEffect, useId, useState } from 'react'
import { problemMessage } from '../../app/problem-message.ts'
import './pictures.css'
import { loadPictures, pictureName, thumbnailOf, type LibraryPicture } from './picture-api.ts'

interface PictureLibraryProps {
  /** The picture in the field now. */
  current: string
  onChoose(src: string): void
}

/**
 * The pictures the site already has, newest uploads first, each a button showing its thumbnail and
 * name; the one in use is marked pressed. Loaded when opened, so new uploads are always there.
 */
export function PictureLibrary({ current, onChoose }: PictureLibraryProps) {
  const headingId = useId()
  const [pictures, setPictures] = useState<LibraryPicture[]>()
  const [problem, setProblem] = useState('')

  useEffect(() => {
    let isCurrent = true
    loadPictures()
      .then((found) => isCurrent && setPictures(found))
      .catch((error: unknown) => isCurrent && setProblem(problemMessage(error)))
    return () => {
      isCurrent = false
    }
  }, [])

  return (
    <section className="picture-library" aria-labelledby={headingId}>
      <h3 id={headingId} className="picture-library__title">
        Your pictures
      </h3>
      {problem && <p role="alert">{`The pictures could not be loaded: ${problem}`}</p>}
      {!pictures && !problem && <p className="admin-help">Loading the pictures…</p>}
      {pictures?.length === 0 && <p className="admin-help">There are no pictures yet. Upload one below.</p>}
      {pictures && pictures.length > 0 && (
        <ul className="picture-library__list">
          {pictures.map((picture) => (
            <li key={picture.src}>
              <button
                type="button"
                className="picture-library__choice"
                aria-pressed={picture.src === current}
                aria-label={picture.isUpload ? `${pictureName(picture.src)}, uploaded` : undefined}
                onClick={() => onChoose(picture.src)}
              >
                <img src={thumbnailOf(picture.src)} alt="" width={96} height={72} loading="lazy" decoding="async" />
                <span>{pictureName(picture.src)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
