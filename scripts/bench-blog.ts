import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { siteWithPosts } from './bench/site-with-posts.ts'
import { siteFile } from '../src/build/site-dir.ts'

/**
 * `npm run bench:blog`: builds the real site and a copy of it with 1,000 blog posts, each into a
 * temporary folder, and prints the build time and the bytes a first visit to the home page, the
 * blog index and one post downloads (gzip, as the server sends them), side by side.
 */
const root = resolve(import.meta.dirname, '..')
const work = mkdtempSync(join(tmpdir(), 'bench-blog-'))
const postCount = Number(process.env.BENCH_POSTS ?? 1000)

function bigSite(): string {
  const file = join(work, 'site.yaml')
  writeFileSync(file, siteWithPosts(readFileSync(siteFile, 'utf8'), postCount))
  return file
}

function build(name: string, siteYaml?: string): { dist: string; seconds: number } {
  const dist = join(work, name)
  const started = performance.now()
  execFileSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/build.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, SITE_DIST: dist, ...(siteYaml ? { SITE_YAML: siteYaml } : {}) },
  })
  return { dist, seconds: (performance.now() - started) / 1000 }
}

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length

/** What a first visit to `path` fetches before it has loaded: the HTML, the stylesheet it links and its pictures. */
function firstLoad(dist: string, path: string): { html: number; code: number; images: number } {
  const htmlFile = join(dist, path, 'index.html')
  const html = readFileSync(htmlFile, 'utf8')
  const refs = [...html.matchAll(/<(?:script|link|img)\b[^>]*?\s(?:src|href)="(\/[^"]+)"/g)].map((match) => match[1])
  const files = [...new Set(refs)].filter((ref): ref is string => !!ref && existsSync(join(dist, ref)))
  const sum = (test: (ref: string) => boolean) =>
    files.filter(test).reduce((total, ref) => total + gz(join(dist, ref)), 0)
  return {
    html: gz(htmlFile),
    code: sum((ref) => /\.(js|css)$/.test(ref)),
    images: sum((ref) => /\.(svg|png|jpe?g|webp|avif)$/.test(ref)),
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

try {
  const real = build('real')
  const big = build('big', bigSite())
  const post = (dist: string) => {
    const manifest = JSON.parse(readFileSync(join(dist, 'site-manifest.json'), 'utf8')) as { pages: { path: string }[] }
    return manifest.pages.find((page) => /^\/blog\/(?!page\/|category\/)[^/]+$/.test(page.path))?.path ?? '/blog'
  }
  console.log(
    `Build time: real site ${real.seconds.toFixed(1)} s, with ${postCount} posts ${big.seconds.toFixed(1)} s\n`,
  )
  console.log(
    'page'.padEnd(10),
    'site'.padEnd(12),
    'html'.padStart(9),
    'css'.padStart(9),
    'images'.padStart(9),
    'total'.padStart(10),
  )
  for (const [label, path] of [
    ['home', () => '/'],
    ['index', () => '/blog'],
    ['post', post],
  ] as const) {
    for (const [name, dist] of [
      ['real', real.dist],
      [`${postCount} posts`, big.dist],
    ] as const) {
      const size = firstLoad(dist, path(dist))
      const total = size.html + size.code + size.images
      console.log(
        label.padEnd(10),
        name.padEnd(12),
        ...[size.html, size.code, size.images].map((bytes) => kb(bytes).padStart(9)),
        kb(total).padStart(10),
      )
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}
