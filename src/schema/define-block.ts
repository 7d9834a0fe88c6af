import type { Static, TObject } from '@sinclair/typebox'
import type { Blog } from './blog.ts'

/**
 * A page of site.yaml as a block's hooks see it: its title and its blocks, each known by its type.
 * The hooks take and give back the build's own pages, so they need not know every block type.
 */
export interface PageOfBlocks {
  title: string
  blocks: readonly { type: string }[]
}

/** A page and the address it is served at. */
export interface PageAt<P extends PageOfBlocks = PageOfBlocks> {
  path: string
  page: P
}

/** What a block's hooks read of the rest of the site. */
export interface SiteForBlocks {
  blog?: Blog
  /** The language of the pages the hooks make, for the words they write themselves. */
  business: { locale: string }
  /** The site's other languages, whose blogs live under their paths. */
  languages?: readonly { code: string; path?: string }[]
  /** The site's changes to the product's own words (`words:`). */
  words?: Partial<Record<string, string>>
}

/**
 * What the checker and the build know of one block type, declared in the block's own folder
 * (`src/blocks/<name>/schema.ts` exports it as `definition`) and read generically by them.
 */
export interface BlockDefinition<S extends TObject = TObject> {
  /** The fields the block takes in site.yaml, without `type`, which the registry adds. */
  schema: S
  /** What the block shows, in an office manager's words ("Big picture with heading"): the editor names the block by it. */
  label: string
  /** What the block shows, in a developer's words: its row in README.md's table of block types (`npm run schema` writes it). */
  summary: string
  /** A filled-in block as an editor would write it: what "Add section" puts on a page, and the block's tests draw. */
  example: Static<S>
  /** The page's h1 when the block opens the page. Without it the page draws its title as the h1. */
  pageHeading?(props: Static<S>): string
  /** The picture shown when the page is shared, when the block opens the page. */
  sharedImage?(props: Static<S>): string | undefined
  /** Search engines are given the business's address and hours on every page that shows the block. */
  showsBusinessDetails?: boolean
  /** Turns the page that holds the block into several pages, as the blog index does with its pages. */
  pageRoutes?<P extends PageOfBlocks>(page: PageAt<P> & { site: SiteForBlocks }): PageAt<P>[]
}

/** Declares a block; the props of the hooks are typed from the schema. */
export const defineBlock = <S extends TObject>(definition: BlockDefinition<S>): BlockDefinition<S> => definition
