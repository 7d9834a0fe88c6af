import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { FormDefinition } from '../../src/forms/schema.ts'
import type { SiteManifest } from '../../src/model/manifest.ts'
import { testForms } from '../../src/testing/test-forms.ts'

/** A minimal built site in a temporary folder, with these forms in its manifest. */
export function makeDist(forms: Record<string, FormDefinition> = testForms, siteUrl = 'https://cleaners.test'): string {
  const dist = mkdtempSync(join(tmpdir(), 'receiver-dist-'))
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title></head><body>${title}</body></html>`
  const files: Record<string, string> = {
    'index.html': page('Home'),
    '404.html': page('Not found'),
    'site-manifest.json': JSON.stringify({
      pages: [{ path: '/', heading: 'Home' }],
      redirects: {},
      forms,
      siteUrl,
    } satisfies SiteManifest),
  }
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, name)), { recursive: true })
    writeFileSync(join(dist, name), content)
  }
  return dist
}
