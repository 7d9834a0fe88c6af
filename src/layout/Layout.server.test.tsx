import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { sitePage } from '../testing/layout-helpers.tsx'
import { testShell } from '../testing/test-shell.ts'

describe('Layout on the server', () => {
  it('renders the header and the tab bar without a browser, menus closed and the current page marked', () => {
    expect(typeof window).toBe('undefined')
    const html = renderToString(sitePage({ path: '/carpetcleaning' }))
    expect(html).toContain('href="tel:+254712345678"')
    expect(html).toMatch(/aria-expanded="false"[^>]*>Our Services/)
    expect(html).toMatch(/<a href="\/carpetcleaning"[^>]*aria-current="page"/)
    expect(html).toMatch(
      /<button[^>]*aria-expanded="false"[^>]*data-open-menu="services"[^>]*data-menu-variant="sheet"/,
    )
    expect(html).not.toContain('<dialog')
  })

  it('draws the menus, the FAQ and the chat as islands that say when they come to life', () => {
    const html = renderToString(sitePage())
    expect(html).toContain('data-island="nav-dropdown" data-when="interaction"')
    expect(html).toContain('data-island="faq" data-when="interaction"')
    // The chat waits for the visitor, or for the tab to remember it open, or for its first notification
    // (60 s by default), fetching its code 3 s ahead.
    expect(html).toContain(
      'data-island="chat" data-when="interaction" data-deadline="57000" data-resume-key="site-chat:open" data-resume-value="open"',
    )
  })

  it('starts the chat at once when its notification delay is under the 10 s the widget accepts', () => {
    const html = renderToString(sitePage({ shell: { ...testShell, chat: { notificationDelay: 5 } } }))
    expect(html).toContain('data-island="chat" data-when="interaction" data-deadline="0"')
  })

  it('sets the chat no deadline when it sends no notification', () => {
    const html = renderToString(sitePage({ shell: { ...testShell, chat: { notification: false } } }))
    expect(html).toMatch(/data-island="chat" data-when="interaction" data-resume-key/)
  })
})
