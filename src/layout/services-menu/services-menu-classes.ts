/** The class names ServicesMenu.tsx writes, services-menu.ts looks for and services-menu.css styles. */
export const servicesMenuClasses = {
  dialog: 'services-menu',
  /** Added by services-menu.ts when the menu rises from the bottom (opened from the phone tab bar). */
  sheet: 'services-menu--sheet',
  close: 'services-menu__close',
} as const
