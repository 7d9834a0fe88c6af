import { resolve } from 'node:path'
import { site, siteFlag, siteFolderProblem } from '../src/build/site-dir.ts'
import { checkSiteFile } from '../src/validation/check-site.ts'
import { formatReport } from '../src/validation/format.ts'
import { untranslatedReport } from '../src/validation/languages/untranslated-report.ts'
import type { Site } from '../src/schema/site.ts'

/**
 * `npm run check [-- --site DIR | -- FILE]`: validates the site's site.yaml (the project's own unless
 * `--site` or SITE_DIR names another folder; a FILE with public/ beside it) and exits 1 on any error. A valid
 * site in several languages also gets the list of what each language has not translated yet.
 */
const args = process.argv.slice(2)
const flagged = siteFlag(args)
const file = args.find((arg, index) => !arg.startsWith('-') && !(args[index - 1] === '--site' && flagged))
const problem = file ? undefined : siteFolderProblem(site)
if (problem) {
  console.error(problem)
  process.exit(1)
}
const { errors, warnings, data } = file
  ? checkSiteFile(resolve(file))
  : checkSiteFile(site.file, site.publicDir, site.shownFile)
const report = formatReport(errors, warnings)
if (errors.length > 0) {
  console.error(report)
  process.exit(1)
}
if (report) console.warn(report)
// What is not translated yet is no problem: the check passes, and the list says what is left to do.
const untranslated = untranslatedReport(data as Site)
if (untranslated) console.log(`${report ? '\n' : ''}${untranslated}\n`)
console.log(`✓ ${file ? resolve(file).split('/').pop() : site.shownFile} is valid.`)
