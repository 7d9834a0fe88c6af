import { useContext } from 'react'
import { DialogOpenersContext } from '../ui/dialog-openers.ts'
import { useShell } from '../ui/shell-context.tsx'
import { Icon } from './icons.tsx'
import { MenuLink } from './MenuLink.tsx'
import { useWords } from '../words/use-words.ts'
import './mobile-nav.css'

/**
 * The tab bar fixed to the bottom of the screen on phones (768 px or less); hidden on wider screens.
 * Its services tab opens the services sheet through the page's scripts, which also keep its
 * aria-expanded in step.
 */
export function MobileNav() {
  const { tabs } = useShell().mobileNavigation
  const noteOpener = useContext(DialogOpenersContext)
  const words = useWords()
  for (const { menu } of tabs) if (menu) noteOpener?.({ menu })
  return (
    <nav aria-label={words.mainMenu} className="tab-bar">
      <ul className="tab-bar__list">
        {tabs.map((tab) => (
          <li key={tab.label}>
            {tab.menu ? (
              <button
                type="button"
                className="tab-bar__tab"
                aria-haspopup="dialog"
                aria-expanded={false}
                data-open-menu={tab.menu}
                data-menu-variant="sheet"
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
