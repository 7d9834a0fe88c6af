import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { SiteManifest } from '../src/model/manifest.ts'

/** A built site the server answers from: its folder, its manifest and its not-found pages. */
export interface ServedSite {
  dir: string
  manifest: SiteManifest
  notFoundPage: Buffer
  blogNotFoundPage?: Buffer
  /** Each other language's not-found page, by where its pages live ("/sw"). */
  languageNotFoundPages: Map<string, Buffer>
}

/** Reads a built site; throws when the folder is not one (no manifest or no 404 page). */
export function loadServedSite(distDir: string): ServedSite {
  const dir = resolve(distDir)
  const blogNotFound = join(dir, 'blog', '404.html')
  const manifest = JSON.parse(readFileSync(join(dir, 'site-manifest.json'), 'utf8')) as SiteManifest
  return {
    dir,
    manifest,
    notFoundPage: readFileSync(join(dir, '404.html')),
    blogNotFoundPage: existsSync(blogNotFound) ? readFileSync(blogNotFound) : undefined,
    // A language without its own not-found page (a build copied in part) answers with the site's own.
    languageNotFoundPages: new Map(
      (manifest.languagePaths ?? []).flatMap((path) => {
        const page = join(dir, path, '404.html')
        return existsSync(page) ? [[path, readFileSync(page)] as const] : []
      }),
    ),
  }
}

/** The not-found page for `pathname`: its language's, the blog's, or the site's own. */
export function notFoundPageOf(site: ServedSite, pathname: string): Buffer {
  for (const [path, page] of site.languageNotFoundPages) if (pathname.startsWith(`${path}/`)) return page
  return pathname.startsWith('/blog/') && site.blogNotFoundPage ? site.blogNotFoundPage : site.notFoundPage
}

/** The site being served, switched in one step when a publish has built a new one. */
export interface SiteSwitch {
  current(): ServedSite
  /** Loads the new build fully first, so a broken folder leaves the old site serving. */
  switchTo(distDir: string): void
}

export function siteSwitch(distDir: string): SiteSwitch {
  let site = loadServedSite(distDir)
  return {
    current: () => site,
    switchTo(next) {
      site = loadServedSite(next)
    },
  }
}
