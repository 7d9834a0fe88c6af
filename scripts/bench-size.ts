import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { distDir } from '../src/build/dist-dir.ts'
import type { SiteManifest } from '../src/model/manifest.ts'
import { chunkNamed, readChunkGraph, readPageHtml } from './bench/page-code.ts'

/**
 * `npm run bench:size` (after a build): what each page costs a visitor, gzip-compressed as the server
 * sends it. Each column counts a file once, and only if no column before it in the row has it:
 * - before paint: scripts the HTML fetches itself (must be none);
 * - runtime: the module the boot script starts, with its static imports;
 * - at once: the code of the islands started on load or idle (each brings only its own plain code);
 * - first load: HTML + stylesheet + before paint + runtime + at once;
 * - scroll/tap: the extra code of the islands started when visible or at the first interaction;
 * - dialogs: the extra code of the form popup and the services menu (plain code), loaded on demand.
 * Exits with 1 when a page fetches a script before its first paint, has an island the build cannot load, or an
 * island whose code reaches React.
 */
const dist = distDir
const graph = readChunkGraph(dist)
const manifest = JSON.parse(readFileSync(join(dist, 'site-manifest.json'), 'utf8')) as SiteManifest

const gzipSizes = new Map<string, number>()
const gz = (file: string): number => {
  let size = gzipSizes.get(file)
  if (size === undefined) gzipSizes.set(file, (size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length))
  return size
}
const total = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gz(file), 0)
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const without = (files: Iterable<string>, ...counted: Set<string>[]) =>
  new Set([...files].filter((file) => !counted.some((set) => set.has(file))))
const names = (files: Iterable<string>) => [...files].map((file) => basename(file)).join(' + ')

const isReactChunk = (file: string) => /^(hydrate|jsx-runtime|react)-/.test(basename(file))

/** The runtime's own lazy chunks, found once: every page starts the same runtime. */
function lazyChunksOf(runtime: string) {
  const need = (files: Iterable<string>, name: string) => {
    const file = chunkNamed(files, name)
    if (!file)
      throw new Error(`${basename(runtime)} and its imports load no ${name}-*.js chunk: has the runtime changed?`)
    return file
  }
  const runtimeClosure = graph.closure([runtime])
  const loadedByRuntime = graph.dynamicsOf(runtimeClosure)
  return {
    dialogs: [need(loadedByRuntime, 'open-form-dialog'), need(loadedByRuntime, 'services-menu')],
    islands: graph.islandChunks(runtimeClosure),
    /** An island's behaviour reaches no React: no chunk React is bundled in, no JSX runtime. */
    isPlain: (chunk: string) => ![...graph.closure([chunk])].some((file) => isReactChunk(file)),
  }
}
const lazyChunks = new Map<string, ReturnType<typeof lazyChunksOf>>()
function lazyChunksFor(runtime: string) {
  let found = lazyChunks.get(runtime)
  if (!found) lazyChunks.set(runtime, (found = lazyChunksOf(runtime)))
  return found
}

const shownAtOnce = new Set(['load', 'idle'])
const unknownIslands = new Set<string>()
const islandsSeen = new Map<string, string>()
const reactIslands = new Set<string>()

function measure(page: string, file: string) {
  const html = readPageHtml(readFileSync(join(dist, file), 'utf8'))
  const prePaint = graph.closure(html.earlyScripts)
  const runtime = without(graph.closure(html.runtime ? [html.runtime] : []), prePaint)
  const lazy = html.runtime ? lazyChunksFor(html.runtime) : undefined
  const shell = html.shell ? [html.shell] : []
  const islandCode = (when: (when: string) => boolean): Set<string> => {
    const chunks = html.islands
      .filter((island) => when(island.when ?? 'idle'))
      .flatMap(({ name }) => {
        const chunk = lazy?.islands.get(name)
        if (chunk) islandsSeen.set(name, chunk)
        else unknownIslands.add(name)
        if (chunk && !lazy?.isPlain(chunk)) reactIslands.add(name)
        return chunk ? [chunk] : []
      })
    return graph.closure(chunks)
  }
  const atOnce = without(
    islandCode((when) => shownAtOnce.has(when)),
    prePaint,
    runtime,
  )
  const onIntent = without(
    islandCode((when) => !shownAtOnce.has(when)),
    prePaint,
    runtime,
    atOnce,
  )
  const dialogs = without(lazy ? [...graph.closure(lazy.dialogs), ...shell] : [], prePaint, runtime, atOnce, onIntent)
  const sizes = {
    html: gz(file),
    css: total(html.stylesheets),
    prePaint: total(prePaint),
    runtime: total(runtime),
    atOnce: total(atOnce),
  }
  const firstLoad = Object.values(sizes).reduce((sum, size) => sum + size, 0)
  return { page, ...sizes, firstLoad, onIntent: total(onIntent), dialogs: total(dialogs) }
}

const rows = [
  ...manifest.pages.map(({ path }) => measure(path, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`)),
  measure('404.html', '404.html'),
]

const columns = ['html', 'css', 'prePaint', 'runtime', 'atOnce', 'firstLoad', 'onIntent', 'dialogs'] as const
const headings = ['html', 'css', 'pre-paint', 'runtime', 'at once', 'first load', 'scroll/tap', 'dialogs']
console.log('Gzip bytes per page; each file counted once per row (see the comment in scripts/bench-size.ts).\n')
const pageWidth = Math.max(...rows.map((row) => row.page.length))
console.log('page'.padEnd(pageWidth), ...headings.map((heading) => heading.padStart(10)))
for (const row of rows) {
  console.log(row.page.padEnd(pageWidth), ...columns.map((column) => kb(row[column]).padStart(10)))
}
const largest = rows.reduce((max, row) => (row.firstLoad > max.firstLoad ? row : max))
console.log(`\nLargest first load: ${kb(largest.firstLoad)} (${largest.page})`)

for (const [runtime, lazy] of lazyChunks) {
  const base = graph.closure([runtime])
  console.log(`\nRuntime: ${names(base)}`)
  console.log(`Dialogs: ${names(without(graph.closure(lazy.dialogs), base))}`)
  console.log('Island code beyond the runtime (island: its chunk + the chunks it imports):')
  for (const [name, chunk] of [...islandsSeen].sort(([a], [b]) => a.localeCompare(b))) {
    const own = without(graph.closure([chunk]), base)
    const kind = lazy.isPlain(chunk) ? 'plain' : 'React'
    console.log(`  ${name.padEnd(16)} ${kind.padEnd(6)} ${kb(total(own)).padStart(8)}  ${names(own)}`)
  }
}

const prePaintPages = rows.filter((row) => row.prePaint > 0).map((row) => row.page)
if (prePaintPages.length > 0) console.error(`\nScripts fetched before first paint on: ${prePaintPages.join(', ')}`)
if (unknownIslands.size > 0) console.error(`\nIslands with no chunk in the registry: ${[...unknownIslands].join(', ')}`)
if (reactIslands.size > 0) console.error(`\nIslands whose code reaches React: ${[...reactIslands].join(', ')}`)
if (prePaintPages.length > 0 || unknownIslands.size > 0 || reactIslands.size > 0) process.exitCode = 1
