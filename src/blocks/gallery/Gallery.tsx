import { useEffect, useRef, useState } from 'react'
import { Picture } from '../../ui/Picture.tsx'
import type { GalleryProps } from './schema.ts'
import './gallery.css'

/** A grid of pictures; a click on one shows it larger in a dialog. */
export function Gallery({ heading, intro, images }: GalleryProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLButtonElement | null>(null)
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const shown = openIndex === null ? undefined : images[openIndex]

  useEffect(() => {
    const dialog = dialogRef.current
    if (shown && dialog && !dialog.open) dialog.showModal()
  }, [shown])

  const onClose = () => {
    setOpenIndex(null)
    openerRef.current?.focus()
  }

  return (
    <section className="gallery">
      {heading && <h2>{heading}</h2>}
      {intro && <p className="gallery__intro">{intro}</p>}
      <ul className="gallery__grid">
        {images.map((image, index) => (
          <li key={`${index}-${image.src}`}>
            <figure className="gallery__item">
              <button
                type="button"
                className="gallery__open"
                aria-haspopup="dialog"
                aria-label={image.alt ? `View larger: ${image.alt}` : `View picture ${index + 1} larger`}
                onClick={(event) => {
                  openerRef.current = event.currentTarget
                  setOpenIndex(index)
                }}
              >
                <Picture image={image} className="gallery__image" />
              </button>
              {image.caption && <figcaption>{image.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
      <dialog ref={dialogRef} className="gallery__dialog" aria-label="Enlarged picture" onClose={onClose}>
        {shown && (
          <figure className="gallery__large">
            <Picture image={shown} className="gallery__large-image" loading="eager" />
            {shown.caption && <figcaption>{shown.caption}</figcaption>}
          </figure>
        )}
        <button type="button" className="button gallery__close" onClick={() => dialogRef.current?.close()}>
          Close
        </button>
      </dialog>
    </section>
  )
}
