import { Picture } from '../../ui/Picture.tsx'
import { Template } from '../../ui/Template.tsx'
import { useWords } from '../../words/use-words.ts'
import { fillWords } from '../../words/words.ts'
import { galleryClasses } from './gallery-classes.ts'
import type { GalleryProps } from './schema.ts'
import './gallery.css'
import { defineView } from '../define-view.ts'

/** A grid of pictures, each with its larger copy kept in a template for the dialog that enlarge-picture.ts opens. */
export function Gallery({ heading, intro, images }: GalleryProps) {
  const words = useWords()
  return (
    <section className="gallery">
      {heading && <h2>{heading}</h2>}
      {intro && <p>{intro}</p>}
      <ul className="gallery__grid">
        {images.map((image, index) => (
          <li key={`${index}-${image.src}`}>
            <figure className={galleryClasses.item}>
              <button
                type="button"
                className={galleryClasses.open}
                aria-haspopup="dialog"
                aria-label={
                  image.alt
                    ? fillWords(words.viewLarger, { description: image.alt })
                    : fillWords(words.viewPictureLarger, { number: index + 1 })
                }
              >
                <Picture image={image} className="gallery__image" />
              </button>
              {image.caption && <figcaption>{image.caption}</figcaption>}
              <Template>
                <figure className={galleryClasses.large}>
                  <Picture image={image} className="gallery__large-image" loading="eager" />
                  {image.caption && <figcaption>{image.caption}</figcaption>}
                </figure>
              </Template>
            </figure>
          </li>
        ))}
      </ul>
      <dialog className={galleryClasses.dialog} aria-label={words.enlargedPicture}>
        <button type="button" className="button">
          {words.close}
        </button>
      </dialog>
    </section>
  )
}

export const view = defineView({
  component: Gallery,
  island: {
    when: 'interaction',
    behaviour: () => import('./enlarge-picture.ts').then((module) => module.enhanceGallery),
  },
})
