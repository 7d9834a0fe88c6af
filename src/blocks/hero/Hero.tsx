import { ButtonRow } from '../../ui/buttons/ButtonRow.tsx'
import { Picture } from '../../ui/Picture.tsx'
import type { HeroProps } from './schema.ts'
import { defineView } from '../define-view.ts'

export function Hero({ heading, intro, image, buttons }: HeroProps) {
  return (
    <section className="hero">
      {image && <Picture image={image} className="hero__image" loading="eager" />}
      <div className="hero__content">
        <h1>{heading}</h1>
        {intro && <p className="hero__intro">{intro}</p>}
        <ButtonRow buttons={buttons} className="hero__buttons" />
      </div>
    </section>
  )
}

export const view = defineView({ component: Hero })
