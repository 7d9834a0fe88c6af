import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { blockRegistrySources } from '../src/build/block-registry.ts'

/** `npm run schema`: the block registries from the folders under src/blocks/, then the JSON Schema from them. */
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
