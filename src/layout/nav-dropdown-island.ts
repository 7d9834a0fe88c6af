import type { LayoutIsland } from './layout-island.ts'

/** A menu entry's dropdown of links (NavDropdown.tsx), opened and closed by nav-dropdown-enhance.ts. */
export const navDropdownIsland: LayoutIsland = {
  behaviour: () => import('./nav-dropdown-enhance.ts').then((module) => module.enhanceNavDropdown),
}
