import { helpWords } from '../website/help-words.ts'
import type { JsonSchema } from '../website/form/json-schema.ts'

/**
 * A field's description in the site's schema, as the Look screen shows it: without the usual value, which
 * its "Back to the usual look" button gives back.
 */
export const purposeOf = (schema: JsonSchema | undefined): string =>
  (helpWords(schema?.description) ?? '').replace(/\s*Defaults to\b.*$/s, '')

/** The schemas of what the Look screen edits (the parts of `theme:`, and the logo), from the site's schema. */
export const lookSchemasOf = (siteSchema: JsonSchema) => {
  const theme = siteSchema.properties?.theme
  return {
    colors: theme?.properties?.colors?.properties ?? {},
    fonts: theme?.properties?.fonts?.properties ?? {},
    corners: theme?.properties?.corners,
    logo: siteSchema.properties?.business?.properties?.logo,
  }
}
