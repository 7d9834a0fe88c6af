import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { blockRegistrySources } from '../src/build/block-registry.ts'
import { blockTypesTable, withBlockTypesTable } from '../src/build/block-types-table.ts'

/**
 * `npm run schema`: the block registries from the folders under src/blocks/, then the JSON Schema and
 * README.md's table of block types from them.
 */
const blocksDir = join(import.meta.dirname, '../src/blocks')
const registries = blockRegistrySources(blocksDir)
for (const [name, source] of Object.entries(registries)) {
  const file = join(blocksDir, `${name}.ts`)
  if (readFileSync(file, { encoding: 'utf8', flag: 'a+' }) !== source) {
    writeFileSync(file, source)
    console.log(`Wrote ${file}`)
  }
}

// Imported only now, so that it reads the registries just written.
const { renderSiteSchema, schemaFile } = await import('../src/schema/json-schema.ts')
writeFileSync(schemaFile, renderSiteSchema())
console.log(`Wrote ${schemaFile}`)

const { blockDefinitions } = await import('../src/blocks/definitions.ts')
const readmeFile = join(import.meta.dirname, '../README.md')
const readme = readFileSync(readmeFile, 'utf8')
const withTable = withBlockTypesTable(readme, blockTypesTable(blockDefinitions))
if (withTable !== readme) {
  writeFileSync(readmeFile, withTable)
  console.log(`Wrote the table of block types in ${readmeFile}`)
}
