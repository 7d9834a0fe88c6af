import type { ReactNode } from 'react'
import { Island } from '../ui/Island.tsx'
import { useShell } from '../ui/shell-context.tsx'
import { chatDefaults } from './chat/defaults.ts'
import { chatOpenStateKey, SiteChat } from './chat/SiteChat.tsx'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import { MobileNav } from './MobileNav.tsx'
import { LiveTheme } from '../theme/LiveTheme.tsx'
import { useWords } from '../words/use-words.ts'

/** How long before its first notification the chat's badge code is fetched, so that a slow connection still has it in time. */
const chatCodeLeadMs = 3000

/**
 * The whole chat (plain code) is fetched only when the visitor reaches for it or the tab remembers it
 * open; by this deadline only its small badge code is, in time for the first notification (N2). A
 * delay under 10 s is an editor's mistake it reports at once.
 */
function chatNotificationDeadline(chat: { notification?: boolean; notificationDelay?: number } = {}) {
  const { notification = chatDefaults.notification, notificationDelay = chatDefaults.notificationDelay } = chat
  if (!notification) return undefined
  return notificationDelay < 10 ? 0 : notificationDelay * 1000 - chatCodeLeadMs
}

/**
 * Header, footer and the page in between; the same on every page. Only the chat and the menus'
 * disclosures are islands; the page's scripts open the dialogs that buttons ask for.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        {useWords().skipToContent}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <Island
        name="chat"
        when="interaction"
        component={SiteChat}
        props={{}}
        deadlineMs={chatNotificationDeadline(useShell().chat)}
        resumeIf={{ key: chatOpenStateKey, value: 'open' }}
      />
      <MobileNav />
      <LiveTheme />
    </>
  )
}
