import { useShell } from '../ui/shell-context.tsx'
import { Icon } from './icons.tsx'
import { MenuLink } from './MenuLink.tsx'
import { servicesMenuId } from './ServicesMenu.tsx'
import './mobile-nav.css'

interface MobileNavProps {
  /** Whether the services sheet this bar opened is showing. */
  isServicesOpen: boolean
  /** Opens the services sheet; `opener` gets focus back when it closes. */
  onOpenServices: (opener: HTMLElement) => void
}

/** The tab bar fixed to the bottom of the screen on phones (768 px or less); hidden on wider screens. */
export function MobileNav({ isServicesOpen, onOpenServices }: MobileNavProps) {
  const { tabs } = useShell().mobileNavigation
  return (
    <nav aria-label="Main" className="tab-bar">
      <ul className="tab-bar__list">
        {tabs.map((tab) => (
          <li key={tab.label}>
            {tab.menu ? (
              <button
                type="button"
                className="tab-bar__tab"
                aria-haspopup="dialog"
                aria-expanded={isServicesOpen}
                aria-controls={isServicesOpen ? servicesMenuId : undefined}
                onClick={(event) => onOpenServices(event.currentTarget)}
              >
                <Icon name={tab.icon} className="tab-bar__icon" />
                {tab.label}
              </button>
            ) : (
              <MenuLink to={tab.link ?? '/'} className="tab-bar__tab">
                <Icon name={tab.icon} className="tab-bar__icon" />
                {tab.label}
              </MenuLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
