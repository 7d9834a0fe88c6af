import { readFileSync } from 'node:fs'
import { join, posix } from 'node:path'

/** The relative imports written in one built chunk, as dist-relative paths ("assets/jsx-runtime-BzRiPO61.js"). */
export interface ChunkImports {
  /** `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`: fetched before the chunk runs. */
  statics: string[]
  /** `import("./x.js")`: fetched only when the code asks for it. */
  dynamics: string[]
}

/** What a page's HTML asks the browser for, as dist-relative paths. */
export interface PageHtml {
  /** The module the inline boot script starts (its `data-runtime`), if the page has one. */
  runtime: string | undefined
  stylesheets: string[]
  /** Code the browser fetches while it reads the HTML: `<script src>` and `<link rel="modulepreload">`. */
  earlyScripts: string[]
  /** Every element with a `data-island`, in page order; `when` is as written, or undefined. */
  islands: { name: string; when: string | undefined }[]
  /** The shell JSON the React islands fetch (the `data-shell` of `#root`), if the page names one. */
  shell?: string
}

export interface ChunkGraph {
  importsOf(file: string): ChunkImports
  /**
   * Every chunk the entries need, each once, in the order first reached: the entries and everything
   * they import statically; dynamic imports are followed too only with `followDynamic`.
   */
  closure(entries: Iterable<string>, options?: { followDynamic?: boolean }): Set<string>
  /** The chunks the given chunks load on demand (their dynamic imports), each once. */
  dynamicsOf(files: Iterable<string>): string[]
  /** Island name → the chunk its registry entry imports, from every registry entry in the given chunks. */
  islandChunks(files: Iterable<string>): Map<string, string>
}

// Minified chunks write `import{a as b}from"./x.js"`, `import"./x.js"` and import(`./x.js`). Vite's
// preload wrapper also lists file names in __vite__mapDeps([...]); those are only the static imports
// of the dynamic target, which the closure reaches anyway, so they are not read.
const staticImport = /(?:\bfrom|\bimport)\s*(["'])(\.{0,2}\/[^"']+)\1/g
const dynamicImport = /\bimport\(\s*(["'`])(\.{0,2}\/[^"'`]+)\1\s*\)/g
// `faq:()=>o(()=>import(`./FaqAccordion-lX-Np4qy.js`)…`, `"social-embeds":()=>import("./…")`, or a layout
// island's `chat:{behaviour:()=>o(()=>import(`./chat-behaviour-….js`)…`.
const registryEntry =
  /[{,]\s*(?:(["'`])([\w-]+)\1|([A-Za-z_$][\w$]*))\s*:\s*(?:\{\s*behaviour\s*:\s*)?(?:async\s*)?\(\)\s*=>[^,{}]*?\bimport\(\s*(["'`])([^"'`]+)\4/g

const unique = (items: string[]) => [...new Set(items)]

/** Where a specifier written in `importer` points, relative to the dist folder. */
export const resolveSpecifier = (importer: string, specifier: string): string =>
  specifier.startsWith('/') ? specifier.slice(1) : posix.join(posix.dirname(importer), specifier)

/** The imports written in `code`, the chunk at dist-relative path `file`. */
export function parseChunkImports(file: string, code: string): ChunkImports {
  const targets = (pattern: RegExp) =>
    unique([...code.matchAll(pattern)].map((match) => resolveSpecifier(file, match[2] ?? '')))
  return { statics: targets(staticImport), dynamics: targets(dynamicImport) }
}

/** The built chunks under `dist`, read lazily and once each. */
export function readChunkGraph(dist: string): ChunkGraph {
  const codes = new Map<string, string>()
  const codeOf = (file: string): string => {
    let code = codes.get(file)
    if (code === undefined) codes.set(file, (code = readFileSync(join(dist, file), 'utf8')))
    return code
  }
  const importsOf = (file: string) => parseChunkImports(file, codeOf(file))

  return {
    importsOf,
    closure(entries, { followDynamic = false } = {}) {
      const reached = new Set<string>()
      const visit = (file: string) => {
        if (reached.has(file)) return
        reached.add(file)
        const { statics, dynamics } = importsOf(file)
        for (const next of followDynamic ? [...statics, ...dynamics] : statics) visit(next)
      }
      for (const entry of entries) visit(entry)
      return reached
    },
    dynamicsOf: (files) => unique([...files].flatMap((file) => importsOf(file).dynamics)),
    islandChunks(files) {
      const chunks = new Map<string, string>()
      for (const file of files) {
        for (const match of codeOf(file).matchAll(registryEntry)) {
          chunks.set(match[2] ?? match[3] ?? '', resolveSpecifier(file, match[5] ?? ''))
        }
      }
      return chunks
    },
  }
}

/** The chunk Rolldown named for `name` ("hydrate" → "assets/hydrate-IbWNmvje.js") among `files`, if any. */
export const chunkNamed = (files: Iterable<string>, name: string): string | undefined =>
  [...files].find((file) => new RegExp(`(?:^|/)${name}-[\\w-]{8}\\.js$`).test(file))

const tag = /<([a-z]+)\b((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/gi
const attribute = /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g
const scriptText = /(<script\b[^>]*>)[\s\S]*?<\/script\s*>/gi

const attributesOf = (text: string): Map<string, string> =>
  new Map(
    [...text.matchAll(attribute)].map((match) => [
      (match[1] ?? '').toLowerCase(),
      match[2] ?? match[3] ?? match[4] ?? '',
    ]),
  )

/** Site paths ("/assets/x.css") as dist-relative paths; other sites' addresses are not part of the build. */
const sitePath = (href: string | undefined): string[] => (href?.startsWith('/') ? [href.slice(1)] : [])

/** Reads the tags of a page; script bodies are skipped so that text inside them is never taken for a tag. */
export function readPageHtml(html: string): PageHtml {
  const page: PageHtml = { runtime: undefined, stylesheets: [], earlyScripts: [], islands: [] }
  for (const [, name = '', text = ''] of html.replace(scriptText, '$1</script>').matchAll(tag)) {
    const element = name.toLowerCase()
    const attributes = attributesOf(text)
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/)
    if (attributes.has('data-runtime')) page.runtime = sitePath(attributes.get('data-runtime'))[0]
    if (element === 'script') page.earlyScripts.push(...sitePath(attributes.get('src')))
    if (element === 'link' && rel.includes('modulepreload')) page.earlyScripts.push(...sitePath(attributes.get('href')))
    if (element === 'link' && rel.includes('stylesheet')) page.stylesheets.push(...sitePath(attributes.get('href')))
    if (attributes.has('data-shell')) page.shell = sitePath(attributes.get('data-shell'))[0]
    const island = attributes.get('data-island')
    if (island !== undefined) page.islands.push({ name: island, when: attributes.get('data-when') })
  }
  return page
}
