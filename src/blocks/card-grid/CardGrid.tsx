import { Picture } from '../../ui/Picture.tsx'
import { SmartLink } from '../../ui/links/SmartLink.tsx'
import { useWords } from '../../words/use-words.ts'
import { fillWords } from '../../words/words.ts'
import type { CardGridProps } from './schema.ts'
import { defineView } from '../define-view.ts'

export function CardGrid({ heading, intro, cards }: CardGridProps) {
  const words = useWords()
  return (
    <section className="card-grid">
      {heading && <h2>{heading}</h2>}
      {intro && <p>{intro}</p>}
      <ul className="card-grid__cards">
        {cards.map((card) => (
          <li key={card.title} className="card">
            {card.image && <Picture image={card.image} className="card__image" />}
            <h3>{card.title}</h3>
            <p>{card.text}</p>
            {card.link && (
              <SmartLink to={card.link} className="card__link">
                {card.linkLabel ?? words.learnMore}
                <span className="visually-hidden"> {fillWords(words.moreAbout, { title: card.title })}</span>
              </SmartLink>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

export const view = defineView({ component: CardGrid })
