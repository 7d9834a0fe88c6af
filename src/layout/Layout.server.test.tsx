import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { siteRoutes } from '../testing/layout-helpers.tsx'

describe('Layout on the server', () => {
  it('renders the header and the tab bar without a browser, menus closed and the current page marked', () => {
    expect(typeof window).toBe('undefined')
    const html = renderToString(<StaticRouter location="/carpetcleaning">{siteRoutes}</StaticRouter>)
    expect(html).toContain('href="tel:+254712345678"')
    expect(html).toMatch(/aria-expanded="false"[^>]*>Our Services/)
    expect(html).toMatch(/aria-current="page"[^>]*href="\/carpetcleaning"/)
    expect(html).not.toContain('<dialog')
  })
})
