import { useId } from 'react'
import type { LinkItem } from '../schema/navigation.ts'
import { samePage, useCurrentPath } from '../ui/links/current-path.tsx'
import { Icon } from './icons.tsx'
import { MenuLink } from './MenuLink.tsx'
import { navDropdownClasses } from './nav-dropdown-classes.ts'

/** A disclosure in the main menu, closed: a button and the links below it, which nav-dropdown-enhance.ts shows. */
export function NavDropdown({ label, links }: { label: string; links: LinkItem[] }) {
  const panelId = useId()
  const pathname = useCurrentPath()
  const hasCurrentPage = links.some((link) => samePage(link.link, pathname))
  return (
    <div className={navDropdownClasses.root}>
      <button
        type="button"
        className={`${navDropdownClasses.toggle}${hasCurrentPage ? ' nav-dropdown__toggle--current' : ''}`}
        aria-expanded="false"
        aria-controls={panelId}
      >
        {label}
        <Icon name="chevron" className="nav-dropdown__chevron" />
      </button>
      <ul id={panelId} className={navDropdownClasses.panel} hidden>
        {links.map((link) => (
          <li key={link.link}>
            <MenuLink to={link.link} className="nav-dropdown__link">
              {link.label}
            </MenuLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
