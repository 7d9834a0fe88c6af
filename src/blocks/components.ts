import { CardGrid } from './card-grid/CardGrid.tsx'
import { Hero } from './hero/Hero.tsx'
import { RichText } from './rich-text/RichText.tsx'
import type { BlockComponents } from './types.ts'

/** The component that draws each block type. Keys must match ./schemas.ts: the type says so. */
export const blockComponents: BlockComponents = {
  hero: Hero,
  'rich-text': RichText,
  'card-grid': CardGrid,
}
