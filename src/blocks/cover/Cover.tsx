import { ButtonRow } from '../../ui/buttons/ButtonRow.tsx'
import { Picture } from '../../ui/Picture.tsx'
import type { CoverProps } from './schema.ts'
import './cover.css'
import { defineView } from '../define-view.ts'

/** The page title over a picture that scrolls at half speed; the stylesheet alone moves it (cover.css). */
export function Cover({ heading, intro, image, buttons }: CoverProps) {
  return (
    <section className="cover">
      <div className="cover__backdrop">
        <Picture image={image} className="cover__image" loading="eager" />
      </div>
      <div className="cover__content">
        <h1>{heading}</h1>
        {intro && <p className="cover__intro">{intro}</p>}
        <ButtonRow buttons={buttons} className="cover__buttons" />
      </div>
    </section>
  )
}

export const view = defineView({ component: Cover })
