import { fileURLToPath } from 'node:url'
import { siteSchema } from './site.ts'

export const schemaFile = fileURLToPath(new URL('../../schema/site.schema.json', import.meta.url))

/** The JSON Schema editors' tools read for autocompletion and hover help. */
export function renderSiteSchema(): string {
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'site.yaml',
    description: 'The whole website: business facts, menus, pages, forms, chat and blog.',
    ...siteSchema,
    $id: undefined,
  }
  return `${JSON.stringify(schema, null, 2)}\n`
}
