import { useContext, useId, useMemo } from 'react'
import { ProblemAlert } from '../../app/form-parts/ProblemAlert.tsx'
import { EditorContext } from '../form/editor-context.ts'
import { useLoaded } from '../../app/form-parts/use-loaded.ts'
import './pictures.css'
import { loadPictures, thumbnailOf } from './picture-api.ts'
import { pictureUses } from './picture-uses.ts'
import { libraryWords } from './picture-words.ts'

interface PictureLibraryProps {
  /** The draft, as data: it says how each picture is described and where it is used. */
  data: unknown
  /** The website as published, as data: where a picture the draft no longer shows is still used. */
  published?: unknown
  /** The picture in the field now. */
  current: string
  onChoose(src: string): void
}

/**
 * The pictures the site already has, newest uploads first, each a button showing its thumbnail, its
 * description and where it is used (never its file's name); the one in use is marked pressed. Loaded
 * when opened, so new uploads are always there.
 */
export function PictureLibrary({ data, published, current, onChoose }: PictureLibraryProps) {
  const headingId = useId()
  const { value: pictures, problem } = useLoaded(loadPictures)
  const describe = useContext(EditorContext)?.describe
  const uses = useMemo(() => pictureUses(data, describe), [data, describe])
  const publishedUses = useMemo(() => pictureUses(published, describe), [published, describe])

  return (
    <section className="picture-library" aria-labelledby={headingId}>
      <h3 id={headingId} className="picture-library__title">
        Your pictures
      </h3>
      <ProblemAlert lead="The pictures could not be loaded:" problem={problem} />
      {!pictures && !problem && <p className="admin-help">Loading the pictures…</p>}
      {pictures?.length === 0 && <p className="admin-help">There are no pictures yet. Upload one below.</p>}
      {pictures && pictures.length > 0 && (
        <ul className="picture-library__list">
          {pictures.map((picture) => {
            const { title, where } = libraryWords(
              picture,
              uses.get(picture.src) ?? [],
              publishedUses.get(picture.src) ?? [],
            )
            return (
              <li key={picture.src}>
                <button
                  type="button"
                  className="picture-library__choice"
                  aria-pressed={picture.src === current}
                  onClick={() => onChoose(picture.src)}
                >
                  <img src={thumbnailOf(picture.src)} alt="" width={96} height={72} loading="lazy" decoding="async" />
                  <span className="picture-library__description">{title}</span>{' '}
                  <span className="picture-library__where">{where}</span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
