import type { NavigationItem } from '../schema/navigation.ts'
import type { Service } from '../schema/site.ts'
import { telLink } from '../model/tel-link.ts'
import { useShell } from '../ui/shell-context.tsx'
import { Island } from '../ui/Island.tsx'
import { SmartLink } from '../ui/links/SmartLink.tsx'
import { HeaderLogo } from './HeaderLogo.tsx'
import { LanguageSwitch } from './LanguageSwitch.tsx'
import { languageHome } from '../languages/page-alternates.ts'
import { MenuLink } from './MenuLink.tsx'
import { NavDropdown } from './NavDropdown.tsx'
import { useWords } from '../words/use-words.ts'
import './header.css'

/**
 * The top of every page. The stylesheet alone picks what shows: on desktop the phone numbers, the main
 * menu and the header button; on phones (768 px or less) the name and the phone button only.
 */
export function Header() {
  const shell = useShell()
  const { business, navigation, headerButton, mobileNavigation, services, languages } = shell
  const words = useWords()
  return (
    <header className="masthead">
      <div className={`masthead__strip${languages ? ' masthead__strip--languages' : ''}`}>
        <ul className="masthead__phones" aria-label={words.phoneNumbers}>
          {business.phones.map((phone) => (
            <li key={phone.number}>
              <a href={telLink(phone.number)}>
                {phone.label}: {phone.number}
              </a>
            </li>
          ))}
        </ul>
        <LanguageSwitch />
      </div>
      <div className="masthead__bar">
        <a className="masthead__name" href={languageHome(shell)}>
          {business.logoPicture ? <HeaderLogo picture={business.logoPicture} /> : business.name}
        </a>
        <nav aria-label={words.mainMenu} className="primary-nav">
          <ul className="primary-nav__list">
            {navigation.map((item) => (
              <li key={item.label}>
                <NavigationEntry item={item} services={services} />
              </li>
            ))}
          </ul>
        </nav>
        {headerButton && (
          <SmartLink
            to={headerButton.link}
            className="button button--primary masthead__button masthead__button--desktop"
          >
            {headerButton.label}
          </SmartLink>
        )}
        <SmartLink
          to={mobileNavigation.button.link}
          className="button button--primary masthead__button masthead__button--phone"
        >
          {mobileNavigation.button.label}
        </SmartLink>
      </div>
    </header>
  )
}

function NavigationEntry({ item, services }: { item: NavigationItem; services: Service[] }) {
  if (item.menu === 'services') {
    const links = services.map((service) => ({ label: service.name, link: service.link }))
    return (
      <Island name="nav-dropdown" when="interaction" component={NavDropdown} props={{ label: item.label, links }} />
    )
  }
  if (item.items)
    return (
      <Island
        name="nav-dropdown"
        when="interaction"
        component={NavDropdown}
        props={{ label: item.label, links: item.items }}
      />
    )
  return (
    <MenuLink to={item.link ?? '/'} className="primary-nav__link">
      {item.label}
    </MenuLink>
  )
}
