import type { ShellData } from './site-data.ts'

/** Said over the list of services when no menu of the site names it. */
const plainHeading = 'Services'

/**
 * The heading over the list of services (the footer's column, the sheet that lists them): the site's own
 * words for its services menu, from the main menu first, then the phone's tabs.
 */
export function servicesHeading({ navigation, mobileNavigation }: Pick<ShellData, 'navigation' | 'mobileNavigation'>) {
  const opener = [...navigation, ...mobileNavigation.tabs].find((item) => item.menu === 'services')
  return opener?.label ?? plainHeading
}
