import { blockDefinitions } from '../blocks/definitions.ts'
import type { Block } from '../blocks/types.ts'
import type { PageHeading } from '../model/site-data.ts'
import type { Page, Site } from '../schema/site.ts'
import type { BlockDefinition, PageAt } from '../schema/define-block.ts'

/** What a block's folder declares about it (see BlockDefinition), for any block. */
const definitionOf = (block: Block): BlockDefinition => blockDefinitions[block.type] as BlockDefinition

/** A page's h1: the heading its opening block draws, otherwise the page title. */
export function pageHeading(page: Page): PageHeading {
  const [first] = page.blocks
  const fromBlock = first && definitionOf(first).pageHeading?.(first)
  return fromBlock ? { text: fromBlock, isDrawnByBlock: true } : { text: page.title, isDrawnByBlock: false }
}

/** The picture shown when the page is shared: the opening block's, when it has one. */
export function sharedImage(page: Page): string | undefined {
  const [first] = page.blocks
  return first && definitionOf(first).sharedImage?.(first)
}

/** Whether search engines should be given the business's details on this page. */
export const showsBusinessDetails = (page: Page): boolean =>
  page.blocks.some((block) => definitionOf(block).showsBusinessDetails === true)

/** The pages one page of site.yaml becomes: itself, unless one of its blocks makes more of it. */
export function pagesOf(path: string, page: Page, site: Site): PageAt<Page>[] {
  const maker = page.blocks.map((block) => definitionOf(block).pageRoutes).find((routes) => routes !== undefined)
  return maker ? maker({ path, page, site }) : [{ path, page }]
}
