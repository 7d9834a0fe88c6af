import { existsSync, renameSync, rmSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { checkSiteFile } from '../src/validation/check-site.ts'
import { formatReport } from '../src/validation/format.ts'
import { codeDir, isCodeCurrent, loadCode } from '../src/build/code-build.ts'
import { distDir } from '../src/build/dist-dir.ts'
import { renderSite } from '../src/build/render-site.ts'
import { site as siteFolder, siteFolderProblem } from '../src/build/site-dir.ts'
import { buildCode } from './build-code.ts'

/**
 * `npm run build [-- --site DIR]`: check the site's site.yaml (src/build/site-dir.ts says which), build the
 * code, then render the site into dist/. The site is rendered into a folder beside dist/ and put in its place
 * only when whole, so a failed build leaves dist/ as it was; pages whose inputs did not change are taken from
 * the dist/ it replaces.
 */
const root = resolve(import.meta.dirname, '..')
const started = performance.now()

const folderProblem = siteFolderProblem(siteFolder)
if (folderProblem) {
  console.error(folderProblem)
  process.exit(1)
}
const { site, errors, warnings } = checkSiteFile(siteFolder.file, siteFolder.publicDir, siteFolder.shownFile)
if (!site) {
  console.error(formatReport(errors, warnings))
  process.exit(1)
}

// `--reuse-code` (npm start) keeps a code build that is newer than its sources: only content changed.
if (!(process.argv.includes('--reuse-code') && isCodeCurrent(root, codeDir))) await buildCode(codeDir)
const next = `${distDir}.next-${process.pid}`
const old = `${distDir}.old-${process.pid}`
// Removed however the build ends, so a failed build leaves nothing behind.
process.once('exit', () => rmSync(next, { recursive: true, force: true }))
const hasPrevious = existsSync(join(distDir, 'site-manifest.json'))
const report = await renderSite(site, next, {
  code: await loadCode(codeDir),
  publicDir: siteFolder.publicDir,
  imageCache: join(root, 'node_modules/.cache/site-images'),
  ...(hasPrevious ? { previousDir: distDir } : {}),
  onWarning: (message) => console.warn(message),
})
if (existsSync(distDir)) renameSync(distDir, old)
renameSync(next, distDir)
rmSync(old, { recursive: true, force: true })

if (warnings.length > 0) console.warn(formatReport([], warnings))
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(
  `Built ${report.routes} routes and 404.html into ${relative(root, distDir)}/ in ${seconds} s ` +
    `(${report.rendered} pages drawn, ${report.reused} unchanged; pictures ${report.pictureMs ?? 0} ms).`,
)
