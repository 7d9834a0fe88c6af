/** The class names NavDropdown.tsx writes, nav-dropdown-enhance.ts looks for and header.css styles. */
export const navDropdownClasses = {
  root: 'nav-dropdown',
  toggle: 'nav-dropdown__toggle',
  panel: 'nav-dropdown__panel',
} as const
