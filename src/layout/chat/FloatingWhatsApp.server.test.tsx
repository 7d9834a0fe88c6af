import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { templateMarkup } from '../../render/template-markup.ts'
import { ShellContext } from '../../ui/shell-context.tsx'
import { TemplateMarkupContext } from '../../ui/Template.tsx'
import { testShell } from '../../testing/test-shell.ts'
import { SiteChat } from './SiteChat.tsx'

describe('SiteChat on the server', () => {
  it('R1: prerenders closed without any browser global: the badge and the box hidden, nothing in the live region', () => {
    expect(typeof window).toBe('undefined')
    const html = renderToString(
      <TemplateMarkupContext.Provider value={templateMarkup}>
        <ShellContext.Provider value={{ ...testShell, chat: { avatar: '/images/avatar.svg' } }}>
          <SiteChat />
        </ShellContext.Provider>
      </TemplateMarkupContext.Provider>,
    )
    expect(html).toContain('aria-label="Chat with Test Cleaners on WhatsApp"')
    expect(html).toContain('aria-expanded="false"')
    expect(html).toMatch(/<span class="floating-whatsapp-notification" aria-hidden="true" hidden="">1<\/span>/)
    expect(html).toMatch(/<div[^>]*role="dialog"[^>]*hidden=""/)
    expect(html).toContain('aria-live="polite"></div>')
    expect(html).toMatch(/<template><div class="floating-whatsapp-chatbox__bubble">.*<time [^>]*><\/time>/)
  })
})
