import type { ComponentType } from 'react'
import type { HydrateWhen } from '../ui/Island.tsx'
import type { IslandBehaviour } from '../ui/island-behaviour.ts'
import type { BlockProps, BlockType } from './types.ts'

/** How a block is drawn and, when a visitor works it, how it comes to life. */
export interface BlockView<P> {
  /** The block's markup, drawn by React for the prerender and the editor's preview; never sent to a public page. */
  component: ComponentType<P>
  /**
   * For a block with something to press: when it comes to life, and its behaviour, a plain module working on the
   * drawn HTML, loaded by the browser only then. Write it as `() => import('./x.ts').then((module) => module.y)`:
   * `npm run schema` copies that loader into src/blocks/behaviours.ts for the public page.
   */
  island?: { when: HydrateWhen; behaviour: () => Promise<IslandBehaviour> }
}

/** Declares a block's view in its markup file; src/blocks/views.ts checks its props against the block's schema. */
export const defineView = <P>(view: BlockView<P>): BlockView<P> => view

/** Every block type's view, each drawing its own block's props. */
export type BlockViews = { [K in BlockType]: BlockView<BlockProps<K>> }
