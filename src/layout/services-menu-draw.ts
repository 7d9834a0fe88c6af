import type { Service } from '../model/site.ts'
import { samePage } from '../ui/same-page.ts'

/** How the services menu is shown: a sheet rising from the bottom (the phone tab bar) or a centred dialog. */
export type ServicesMenuVariant = 'sheet' | 'dialog'

/** The id of the open services menu, for the aria-controls of whatever opened it. */
export const servicesMenuId = 'services-menu'

/** What the menu lists of each service. */
export type ServiceEntry = Pick<Service, 'name' | 'link' | 'summary'>

// The markup of <Icon name="close" /> (icons.tsx); services-menu-draw.test.ts keeps the two the same.
const closeIcon =
  '<svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" ' +
  'stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">' +
  '<path d="M6 6l12 12M18 6 6 18"></path></svg>'

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value)
  created.append(...children)
  return created
}

/** A link in a menu as MenuLink.tsx draws it: the link to the page being shown gets aria-current="page". */
export function menuLink(to: string, className: string, text: string, path: string): HTMLAnchorElement {
  return element(
    'a',
    {
      href: to,
      class: className,
      ...(to.startsWith('/') && samePage(to, path) ? { 'aria-current': 'page' } : {}),
      ...(/^https?:/.test(to) ? { rel: 'noopener noreferrer' } : {}),
    },
    text,
  )
}

/** The services menu's dialog, closed, listing every service with its summary; `path` is the page's address. */
export function drawServicesMenu(
  services: readonly ServiceEntry[],
  path: string,
  variant: ServicesMenuVariant,
): HTMLDialogElement {
  const close = element('button', { type: 'button', class: 'services-menu__close', 'aria-label': 'Close' })
  close.innerHTML = closeIcon
  const items = services.map((service) =>
    element(
      'li',
      { class: 'services-menu__item' },
      menuLink(service.link, 'services-menu__link', service.name, path),
      element('p', { class: 'services-menu__summary' }, service.summary),
    ),
  )
  return element(
    'dialog',
    {
      id: servicesMenuId,
      class: `services-menu services-menu--${variant}`,
      'aria-labelledby': 'services-menu-title',
    },
    element(
      'div',
      { class: 'services-menu__header' },
      element('h2', { id: 'services-menu-title', class: 'services-menu__title' }, 'Our Services'),
      close,
    ),
    element('ul', { class: 'services-menu__list' }, ...items),
  )
}
