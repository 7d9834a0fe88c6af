import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { distDir } from '../src/build/dist-dir.ts'
import type { SiteManifest } from '../src/model/manifest.ts'

/** The built site's own list of routes, so the tests follow site.yaml. */
export const manifest = JSON.parse(readFileSync(join(distDir, 'site-manifest.json'), 'utf8')) as SiteManifest
