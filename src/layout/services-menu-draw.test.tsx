// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PageProviders } from '../render/PageProviders.tsx'
import { testShell } from '../testing/test-shell.ts'
import { Icon } from './icons.tsx'
import { MenuLink } from './MenuLink.tsx'
import { drawServicesMenu, menuLink } from './services-menu-draw.ts'

const menuLinkOf = (to: string, path: string) =>
  renderToStaticMarkup(
    <PageProviders shell={testShell} path={path}>
      <MenuLink to={to} className="services-menu__link">
        Sofa Cleaning
      </MenuLink>
    </PageProviders>,
  )

describe('drawServicesMenu', () => {
  it('draws the titled dialog with its close button and every service with its summary', () => {
    const dialog = drawServicesMenu(testShell.services, '/', 'sheet')
    expect(dialog.outerHTML).toBe(
      '<dialog id="services-menu" class="services-menu services-menu--sheet" aria-labelledby="services-menu-title">' +
        '<div class="services-menu__header">' +
        '<h2 id="services-menu-title" class="services-menu__title">Our Services</h2>' +
        `<button type="button" class="services-menu__close" aria-label="Close">${renderToStaticMarkup(<Icon name="close" />)}</button>` +
        '</div><ul class="services-menu__list">' +
        '<li class="services-menu__item"><a href="/carpetcleaning" class="services-menu__link">Carpet Cleaning</a>' +
        '<p class="services-menu__summary">Dry in under 24 hours.</p></li>' +
        '<li class="services-menu__item"><a href="/sofacleaning" class="services-menu__link">Sofa Cleaning</a>' +
        '<p class="services-menu__summary">Any fabric, at your home.</p></li>' +
        '</ul></dialog>',
    )
    expect(dialog.open).toBe(false)
  })

  it('writes names and summaries as text, never as markup', () => {
    const [item] = drawServicesMenu(
      [{ name: '<b>Rugs</b>', link: '/rugs', summary: 'A & B <i>' }],
      '/',
      'dialog',
    ).querySelectorAll('li')
    expect(item?.querySelector('a')?.textContent).toBe('<b>Rugs</b>')
    expect(item?.querySelector('p')?.textContent).toBe('A & B <i>')
    expect(item?.querySelector('b, i')).toBeNull()
  })
})

describe('menuLink', () => {
  it.each([
    ['the page being shown', '/sofacleaning', '/sofacleaning/', 'aria-current="page"'],
    ['another page', '/sofacleaning', '/', 'href="/sofacleaning" class'],
    ['another site', 'https://example.com/sofa', '/sofacleaning', 'rel="noopener noreferrer"'],
  ])('draws a link to %s as MenuLink does', (_case, to, path, marked) => {
    const drawn = menuLink(to, 'services-menu__link', 'Sofa Cleaning', path).outerHTML
    expect(drawn).toBe(menuLinkOf(to, path))
    expect(drawn).toContain(marked)
  })
})
