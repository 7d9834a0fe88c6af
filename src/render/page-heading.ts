import type { Page } from '../config/site-schema.ts'

/** A page's h1: the hero's heading when the page opens with a hero, otherwise the page title. */
export function pageHeading(page: Page): { text: string; fromBlock: boolean } {
  const [first] = page.blocks
  return first?.type === 'hero' ? { text: first.heading, fromBlock: true } : { text: page.title, fromBlock: false }
}
