import { writeFileSync } from 'node:fs'
import { renderSiteSchema, schemaFile } from '../src/config/json-schema.ts'

writeFileSync(schemaFile, renderSiteSchema())
console.log(`Wrote ${schemaFile}`)
