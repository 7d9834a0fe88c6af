import type { Page } from '../model/site.ts'

/** A page's h1: the heading of an opening hero or cover, otherwise the page title. */
export function pageHeading(page: Page): { text: string; fromBlock: boolean } {
  const [first] = page.blocks
  return first?.type === 'hero' || first?.type === 'cover'
    ? { text: first.heading, fromBlock: true }
    : { text: page.title, fromBlock: false }
}
