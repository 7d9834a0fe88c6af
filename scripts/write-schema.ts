import { writeFileSync } from 'node:fs'
import { renderSiteSchema, schemaFile } from '../src/validation/json-schema.ts'

writeFileSync(schemaFile, renderSiteSchema())
console.log(`Wrote ${schemaFile}`)
