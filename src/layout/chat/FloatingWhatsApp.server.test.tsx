import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ShellContext } from '../../ui/shell-context.tsx'
import { testShell } from '../../testing/test-shell.ts'
import { SiteChat } from './SiteChat.tsx'

describe('SiteChat on the server', () => {
  it('R1: prerenders closed without any browser global, with no badge and the box hidden', () => {
    expect(typeof window).toBe('undefined')
    const html = renderToString(
      <ShellContext.Provider value={{ ...testShell, chat: { avatar: '/images/avatar.svg' } }}>
        <SiteChat />
      </ShellContext.Provider>,
    )
    expect(html).toContain('aria-label="Chat with Test Cleaners on WhatsApp"')
    expect(html).toContain('aria-expanded="false"')
    expect(html).toMatch(/<div[^>]*role="dialog"[^>]*hidden=""/)
    expect(html).not.toContain('floating-whatsapp-notification')
    expect(html).not.toContain('<time')
  })
})
