import type { ShellData } from './site-data.ts'

/**
 * The heading over the list of services (the footer's column, the sheet that lists them): the site's own
 * words for its services menu, from the main menu first, then the phone's tabs; the page's word for services
 * when no menu names it.
 */
export function servicesHeading({
  navigation,
  mobileNavigation,
  words,
}: Pick<ShellData, 'navigation' | 'mobileNavigation' | 'words'>) {
  const opener = [...navigation, ...mobileNavigation.tabs].find((item) => item.menu === 'services')
  return opener?.label ?? words.services
}
