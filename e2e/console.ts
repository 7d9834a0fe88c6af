import type { Page } from '@playwright/test'

/** Collects console errors and warnings (hydration mismatches among them) and uncaught exceptions. */
export function watchConsole(page: Page): string[] {
  const messages: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`))
  return messages
}
