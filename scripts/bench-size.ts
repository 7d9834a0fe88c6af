import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { distDir } from '../src/build/dist-dir.ts'
import { gzipSync } from 'node:zlib'
import type { SiteManifest } from '../src/model/manifest.ts'

/**
 * `npm run bench:size` (after a build): the bytes each page costs a visitor on first load,
 * gzip-compressed as the server sends them: its HTML, its data file, the script and the stylesheet.
 */
const dist = distDir
const manifest = JSON.parse(readFileSync(join(dist, 'site-manifest.json'), 'utf8')) as SiteManifest
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

const assets = readdirSync(join(dist, 'assets'))
const asset = (extension: string) =>
  assets.filter((name) => name.endsWith(extension)).reduce((sum, name) => sum + gz(join(dist, 'assets', name)), 0)
const script = asset('.js')
const style = asset('.css')

const rows = manifest.pages.map(({ path }) => {
  const html = gz(join(dist, path, 'index.html'))
  const data = gz(join(dist, '_data', path === '/' ? 'index.json' : `${path}.json`))
  return { path, html, data, total: html + data + script + style }
})

console.log(`Shared by every page: script ${kb(script)}, stylesheet ${kb(style)} (gzip)\n`)
console.log('page'.padEnd(28), 'html'.padStart(9), 'data'.padStart(9), 'first load'.padStart(12))
for (const row of rows) {
  console.log(row.path.padEnd(28), kb(row.html).padStart(9), kb(row.data).padStart(9), kb(row.total).padStart(12))
}
console.log(`\nLargest first load: ${kb(Math.max(...rows.map((row) => row.total)))}`)
