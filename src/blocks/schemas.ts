import { cardGridSchema } from './card-grid/schema.ts'
import { heroSchema } from './hero/schema.ts'
import { richTextSchema } from './rich-text/schema.ts'

/**
 * Every block type an editor can use, by the name written as `type:` in site.yaml.
 * Build-time only: the browser gets the components from ./components.ts.
 */
export const blockSchemas = {
  hero: heroSchema,
  'rich-text': richTextSchema,
  'card-grid': cardGridSchema,
}
