import { resolve } from 'node:path'
import { checkSiteFile } from '../src/validation/check-site.ts'
import { formatReport } from '../src/validation/format.ts'

/** `npm run check [file]`: validates site.yaml and exits 1 on any error. */
const file = resolve(process.argv[2] ?? 'site.yaml')
const { errors, warnings } = checkSiteFile(file)
const report = formatReport(errors, warnings)
if (errors.length > 0) {
  console.error(report)
  process.exit(1)
}
if (report) console.warn(report)
console.log(`${errors.length === 0 ? '✓' : ''} ${file.split('/').pop()} is valid.`)
