import { whatsappLink } from '../../model/whatsapp.ts'
import { telLink } from '../../model/tel-link.ts'
import { useShell } from '../../ui/shell-context.tsx'
import { OpeningTimes } from '../../ui/words/OpeningTimes.tsx'
import { useWords } from '../../words/use-words.ts'
import type { ContactDetailsProps } from './schema.ts'
import './contact-details.css'
import { defineView } from '../define-view.ts'

/** How to reach the business: phones, WhatsApp, email, opening hours and address, all from "business:". */
export function ContactDetails({ heading, intro, phones: labels }: ContactDetailsProps) {
  const { business } = useShell()
  const words = useWords()
  const phones = labels
    ? labels.flatMap((label) => business.phones.filter((phone) => phone.label === label))
    : business.phones
  const { street, town, country } = business.address
  return (
    <section className="contact-details">
      {heading && <h2>{heading}</h2>}
      {intro && <p>{intro}</p>}
      <dl className="contact-details__list">
        {phones.length > 0 && (
          <div>
            <dt>{phones.length > 1 ? words.phones : words.phone}</dt>
            {phones.map((phone) => (
              <dd key={`${phone.label}-${phone.number}`}>
                {phone.label}: <a href={telLink(phone.number)}>{phone.number}</a>
              </dd>
            ))}
          </div>
        )}
        <div>
          <dt>{words.whatsapp}</dt>
          <dd>
            <a href={whatsappLink(business.whatsapp)}>
              {business.whatsapp}
              <span className="visually-hidden"> {words.onWhatsapp}</span>
            </a>
          </dd>
        </div>
        <div>
          <dt>{words.email}</dt>
          <dd>
            <a href={`mailto:${business.email}`}>{business.email}</a>
          </dd>
        </div>
        <div>
          <dt>{words.openingHours}</dt>
          {business.openingHours.map((hours) => (
            <dd key={hours.days}>
              {hours.days}, <OpeningTimes opens={hours.opens} closes={hours.closes} />
            </dd>
          ))}
        </div>
        <div>
          <dt>{words.address}</dt>
          <dd>
            <address>
              {street}, {town}, {country}
            </address>
          </dd>
        </div>
      </dl>
    </section>
  )
}

export const view = defineView({ component: ContactDetails })
