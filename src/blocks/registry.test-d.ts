/**
 * Type tests, checked by `npm run typecheck`: each `@ts-expect-error` must meet an error, or tsc
 * reports the directive as unused and the check fails.
 */
import type { ComponentType } from 'react'
import type { Page } from '../schema/site.ts'
import type { HeroProps } from './hero/schema.ts'
import { defineView, type BlockViews } from './define-view.ts'
import type { Block } from './types.ts'

export const valid: Block[] = [
  { type: 'hero', heading: 'Clean homes', buttons: [{ label: 'Call', link: '/contact' }] },
  { type: 'rich-text', text: 'We clean.' },
  { type: 'card-grid', cards: [{ title: 'Sofas', text: 'Any fabric.' }] },
]

// @ts-expect-error a misspelt block type does not compile
export const misspeltType: Block = { type: 'heor', heading: 'Clean homes' }

// @ts-expect-error a prop of the wrong type does not compile
export const wrongPropType: Block = { type: 'hero', heading: 42 }

// @ts-expect-error a prop of another block does not compile
export const foreignProp: Block = { type: 'rich-text', text: 'x', cards: [] }

// @ts-expect-error a missing required prop does not compile
export const missingProp: Block = { type: 'card-grid' }

export const page: Page = {
  title: 'Home',
  description: 'Home page',
  // @ts-expect-error pages hold only registered blocks
  blocks: [{ type: 'carousel', slides: [] }],
}

declare const Hero: ComponentType<HeroProps>
declare const WrongComponent: ComponentType<{ heading: number }>

// @ts-expect-error every block type needs its view
export const missingView: BlockViews = { hero: { component: Hero } }

export const wrongView: BlockViews = {
  // @ts-expect-error a view must draw its block's props
  hero: { component: WrongComponent },
  'rich-text': { component: () => null },
  'card-grid': { component: () => null },
}

// @ts-expect-error a block that comes to life needs its behaviour
export const islandWithoutBehaviour = defineView({ component: Hero, island: { when: 'interaction' } })

export const behaviourOfWrongShape = defineView({
  component: Hero,
  // @ts-expect-error a behaviour takes the island's element
  island: { when: 'interaction', behaviour: () => Promise.resolve((island: number) => island) },
})
