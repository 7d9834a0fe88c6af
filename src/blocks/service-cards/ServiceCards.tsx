import { Picture } from '../../ui/Picture.tsx'
import { useShell } from '../../ui/shell-context.tsx'
import { SmartLink } from '../../ui/SmartLink.tsx'
import type { ServiceCardsProps } from './schema.ts'
import './service-cards.css'

/** A card for each service listed under "services:", each linking to the page about it. */
export function ServiceCards({ heading, intro, linkLabel = 'Learn More' }: ServiceCardsProps) {
  const { services } = useShell()
  return (
    <section className="service-cards">
      {heading && <h2>{heading}</h2>}
      {intro && <p className="service-cards__intro">{intro}</p>}
      <ul className="service-cards__list">
        {services.map((service) => (
          <li key={service.link} className="service-card">
            {service.image && <Picture image={service.image} className="service-card__image" />}
            <h3>{service.name}</h3>
            <p>{service.summary}</p>
            <SmartLink to={service.link} className="service-card__link">
              {linkLabel}
              <span className="visually-hidden"> about {service.name}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
