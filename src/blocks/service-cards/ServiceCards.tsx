import { Picture } from '../../ui/Picture.tsx'
import { useShell } from '../../ui/shell-context.tsx'
import { SmartLink } from '../../ui/links/SmartLink.tsx'
import { useWords } from '../../words/use-words.ts'
import { fillWords } from '../../words/words.ts'
import type { ServiceCardsProps } from './schema.ts'
import './service-cards.css'
import { defineView } from '../define-view.ts'

/**
 * How wide a card's picture is shown: measured where the browser can, else three cards across the page's
 * 72rem (plus the picture's bleed over the card's padding), two on a tablet, one on a phone.
 */
const cardPictureSizes = 'auto, (min-width: 75rem) 26rem, (min-width: 40rem) 50vw, 100vw'

/** A card for each service listed under "services:", each linking to the page about it. */
export function ServiceCards({ heading, intro, linkLabel }: ServiceCardsProps) {
  const { services } = useShell()
  const words = useWords()
  return (
    <section className="service-cards">
      {heading && <h2>{heading}</h2>}
      {intro && <p>{intro}</p>}
      <ul className="service-cards__list">
        {services.map((service) => (
          <li key={service.link} className="service-card">
            {service.image && (
              <Picture image={service.image} className="service-card__image" sizes={cardPictureSizes} />
            )}
            <h3>{service.name}</h3>
            <p>{service.summary}</p>
            <SmartLink to={service.link} className="service-card__link">
              {linkLabel ?? words.learnMore}
              <span className="visually-hidden"> {fillWords(words.moreAbout, { title: service.name })}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  )
}

export const view = defineView({ component: ServiceCards })
