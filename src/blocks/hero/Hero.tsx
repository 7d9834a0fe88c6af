import { ActionButton } from '../../render/ActionButton.tsx'
import { Picture } from '../../render/Picture.tsx'
import type { HeroProps } from './schema.ts'

export function Hero({ heading, intro, image, buttons = [] }: HeroProps) {
  return (
    <section className="hero">
      {image && <Picture image={image} className="hero__image" loading="eager" />}
      <div className="hero__content">
        <h1>{heading}</h1>
        {intro && <p className="hero__intro">{intro}</p>}
        {buttons.length > 0 && (
          <div className="hero__buttons">
            {buttons.map((button, index) => (
              <ActionButton
                key={`${index}-${button.label}`}
                button={button}
                className={index === 0 ? 'button button--primary' : 'button'}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  )
}
