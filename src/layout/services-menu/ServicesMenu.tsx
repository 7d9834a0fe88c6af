import type { Service } from '../../schema/site.ts'
import { CurrentPathContext } from '../../ui/links/current-path.tsx'
import { Template } from '../../ui/Template.tsx'
import { Icon } from '../icons.tsx'
import { MenuLink } from '../MenuLink.tsx'
import { servicesMenuClasses } from './services-menu-classes.ts'
import './services-menu.css'

interface ServicesMenuProps {
  services: readonly Pick<Service, 'name' | 'link' | 'summary'>[]
  /** The site's own words for its services (src/model/services-heading.ts). */
  heading: string
  /** The name of its close button, in the page's language. */
  closeLabel: string
  /** The address of the page, so that the link to it is marked aria-current="page". */
  path: string
}

/**
 * The services menu: a closed dialog listing every service with its summary. The page carries it in a template
 * until a button asks for it; services-menu.ts then shows a copy.
 */
export function ServicesMenuTemplate({ services, heading, closeLabel, path }: ServicesMenuProps) {
  return (
    <Template>
      <CurrentPathContext.Provider value={path}>
        <dialog id="services-menu" className={servicesMenuClasses.dialog} aria-labelledby="services-menu-title">
          <div className="services-menu__header">
            <h2 id="services-menu-title" className="services-menu__title">
              {heading}
            </h2>
            <button type="button" className={servicesMenuClasses.close} aria-label={closeLabel}>
              <Icon name="close" />
            </button>
          </div>
          <ul className="services-menu__list">
            {services.map((service) => (
              <li key={service.name} className="services-menu__item">
                <MenuLink to={service.link} className="services-menu__link">
                  {service.name}
                </MenuLink>
                <p className="services-menu__summary">{service.summary}</p>
              </li>
            ))}
          </ul>
        </dialog>
      </CurrentPathContext.Provider>
    </Template>
  )
}
