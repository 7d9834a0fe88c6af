import { useId, useState } from 'react'
import './pictures.css'
import { loadUnusedPictures, removePicture, thumbnailOf, type LibraryPicture } from './picture-api.ts'
import { uploadedWords } from './picture-words.ts'
import { ProblemAlert } from '../../app/form-parts/ProblemAlert.tsx'
import { useSending } from '../../app/form-parts/use-sending.ts'

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-GB')} KB`

/**
 * Uploaded pictures that neither the website nor any unpublished change uses, each with a button to
 * remove it for good after asking. The list is fetched when asked for, so it is never out of date.
 */
export function UnusedPictures() {
  const headingId = useId()
  const [pictures, setPictures] = useState<LibraryPicture[]>()
  const [asking, setAsking] = useState<string>()
  const [status, setStatus] = useState('')
  const { problem, send } = useSending()

  const look = () => send(async () => setPictures(await loadUnusedPictures()))

  const remove = ({ src, modifiedMs }: LibraryPicture) => {
    setAsking(undefined)
    return send(async () => {
      try {
        await removePicture(src)
      } catch (caught) {
        // A picture the server kept came into use meanwhile: the list is fetched again to show that
        // (quietly: the removal's problem is the one to say).
        void loadUnusedPictures().then(setPictures, () => undefined)
        throw caught
      }
      setPictures((current) => current?.filter((picture) => picture.src !== src))
      setStatus(`${uploadedWords({ modifiedMs }, 'The')} was removed.`)
    })
  }

  return (
    <section className="unused-pictures" aria-labelledby={headingId}>
      <h2 id={headingId}>Pictures not used anywhere</h2>
      <p className="admin-help">
        Uploaded pictures that no page, post or unpublished change shows. Removing them keeps the website tidy.
      </p>
      <button type="button" className="admin-small" onClick={() => void look()}>
        {pictures ? 'Look again' : 'Look for pictures not used anywhere'}
      </button>
      <output className="admin-help unused-pictures__status">{status}</output>
      <ProblemAlert problem={problem} />
      {pictures?.length === 0 && <p className="admin-help">Every uploaded picture is in use.</p>}
      {pictures && pictures.length > 0 && (
        <ul className="unused-pictures__list" aria-labelledby={headingId}>
          {pictures.map((picture) => (
            <li key={picture.src} className="unused-pictures__item">
              <img src={thumbnailOf(picture.src)} alt="" width={96} height={72} loading="lazy" decoding="async" />
              <span>
                {uploadedWords(picture)} <span className="unused-pictures__size">({kilobytes(picture.bytes)})</span>
              </span>
              {asking === picture.src ? (
                <fieldset className="unused-pictures__ask">
                  <legend>Remove {uploadedWords(picture, 'the')} for good?</legend>
                  <button type="button" className="admin-small" onClick={() => void remove(picture)}>
                    Yes, remove it
                  </button>
                  <button type="button" className="admin-small admin-secondary" onClick={() => setAsking(undefined)}>
                    Keep it
                  </button>
                </fieldset>
              ) : (
                <button
                  type="button"
                  className="admin-small"
                  aria-label={`Remove ${uploadedWords(picture, 'the')}`}
                  onClick={() => setAsking(picture.src)}
                >
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
