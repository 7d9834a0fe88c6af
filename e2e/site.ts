import { readFileSync } from 'node:fs'
import type { SiteManifest } from '../server/manifest.ts'

/** The built site's own list of routes, so the tests follow site.yaml. */
export const manifest = JSON.parse(
  readFileSync(new URL('../dist/site-manifest.json', import.meta.url), 'utf8'),
) as SiteManifest
