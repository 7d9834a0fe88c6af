import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'

/** site.yaml as read from disk, with the version an editor must name to replace it. */
export interface SiteText {
  text: string
  /** sha256 (hex) of the file's bytes. */
  version: string
}

export function readSiteText(siteFile: string): SiteText {
  const bytes = readFileSync(siteFile)
  return { text: bytes.toString('utf8'), version: versionOf(bytes) }
}

/** The version `text` will have once written as UTF-8. */
export function versionOf(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex')
}
