/** Where the site's chat remembers, for the tab, whether the visitor left it open (S7). */
export const chatOpenStateKey = 'site-chat:open'

const openValue = 'open'

// Storage can refuse to be read or written (privacy modes, blocked site data): the chat then simply starts closed.
function readOpen(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === openValue
  } catch {
    return false
  }
}

/** S7: records, for the tab, whether the chat is open, in sessionStorage under `key`; without a key, nothing. */
export function rememberOpen(key: string | undefined, isOpen: boolean): void {
  if (!key) return
  try {
    window.sessionStorage.setItem(key, isOpen ? openValue : 'closed')
  } catch {
    // Not remembered: the next page starts closed.
  }
}

/**
 * S7: calls `restore(true)` at once when an earlier page of the tab left the chat open under `key`; when the browser
 * shows this page again from its back-forward cache, calls `restore` with what a later page left. Returns what stops
 * watching.
 */
export function watchRestoredOpen(key: string, restore: (isOpen: boolean) => void): () => void {
  if (readOpen(key)) restore(true)
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) restore(readOpen(key))
  }
  window.addEventListener('pageshow', onPageShow)
  return () => window.removeEventListener('pageshow', onPageShow)
}
