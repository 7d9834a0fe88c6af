import { telLink } from '../model/tel-link.ts'
import { servicesHeading } from '../model/services-heading.ts'
import { useShell } from '../ui/shell-context.tsx'
import { Island } from '../ui/Island.tsx'
import { FaqAccordion } from '../ui/faq/FaqAccordion.tsx'
import { SmartLink } from '../ui/links/SmartLink.tsx'
import type { LinkItem } from '../schema/navigation.ts'
import { OpeningTimes } from '../ui/words/OpeningTimes.tsx'
import { useWords } from '../words/use-words.ts'
import { fillWords } from '../words/words.ts'

const socialNames = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  x: 'X (Twitter)',
  youtube: 'YouTube',
}

export function Footer() {
  const shell = useShell()
  const { business, faq, footer, services } = shell
  const words = useWords()
  const social = Object.entries(business.social ?? {}) as [keyof typeof socialNames, string][]
  return (
    <footer className="site-footer">
      {faq && <Island name="faq" when="interaction" component={FaqAccordion} props={{ faq }} />}
      <div className="site-footer__columns">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{business.name}</h2>
          {business.tagline && <p>{business.tagline}</p>}
          <address>
            {business.address.street}, {business.address.town}, {business.address.country}
            <br />
            {fillWords(words.serving, { areas: business.areaServed.join(', ') })}
          </address>
          {business.openingHours.map((hours) => (
            <p key={hours.days}>
              {hours.days}: <OpeningTimes opens={hours.opens} closes={hours.closes} />
            </p>
          ))}
        </section>
        <LinkColumn id="footer-quick" title={words.quickLinks} links={footer.quickLinks} />
        <LinkColumn
          id="footer-services"
          title={servicesHeading(shell)}
          links={services.map((service) => ({ label: service.name, link: service.link }))}
        />
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{words.contact}</h2>
          <ul>
            {business.phones.map((phone) => (
              <li key={phone.number}>
                {phone.label}: <a href={telLink(phone.number)}>{phone.number}</a>
              </li>
            ))}
            <li>
              <a href={`mailto:${business.email}`}>{business.email}</a>
            </li>
          </ul>
          {social.length > 0 && (
            <ul className="site-footer__social" aria-label={words.socialMedia}>
              {social.map(([network, url]) => (
                <li key={network}>
                  <a href={url} rel="noopener noreferrer">
                    {socialNames[network]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <p className="site-footer__legal">
        {fillWords(words.allRightsReserved, { year: footer.copyrightYear, name: business.name })}
        {footer.credit && (
          <>
            {' '}
            <SmartLink to={footer.credit.link}>{footer.credit.label}</SmartLink>
          </>
        )}
      </p>
    </footer>
  )
}

function LinkColumn({ id, title, links }: { id: string; title: string; links: LinkItem[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.link}>
            <SmartLink to={link.link}>{link.label}</SmartLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
