import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const guideCaddyfile = resolve(import.meta.dirname, '../../../deploy/Caddyfile')
/** The address deploy/Caddyfile passes requests to: the unit's HOST and PORT. */
const guideUpstream = '127.0.0.1:4173'

/** The `(to_the_site) { … }` snippet of the guide's Caddyfile, exactly as written there. */
export function siteSnippet(caddyfile: string): string {
  const start = caddyfile.indexOf('(to_the_site) {')
  if (start < 0) throw new Error('deploy/Caddyfile has no (to_the_site) snippet')
  let depth = 0
  for (let at = start; at < caddyfile.length; at += 1) {
    if (caddyfile[at] === '{') depth += 1
    if (caddyfile[at] === '}' && --depth === 0) return caddyfile.slice(start, at + 1)
  }
  throw new Error('deploy/Caddyfile: the (to_the_site) snippet is not closed')
}

/**
 * A Caddyfile that runs the guide's own handling of the site on plain HTTP on loopback: the snippet the
 * public and admin names import, with the site's address in place of the unit's, and no certificates,
 * admin endpoint or saved settings.
 */
export function loopbackCaddyfile(
  listenPort: number,
  sitePort: number,
  accessLog: string,
  from = guideCaddyfile,
): string {
  const snippet = siteSnippet(readFileSync(from, 'utf8')).replaceAll(guideUpstream, `127.0.0.1:${sitePort}`)
  return [
    '{',
    '\tadmin off',
    '\tauto_https off',
    '}',
    '',
    snippet,
    '',
    `http://127.0.0.1:${listenPort} {`,
    `\tlog {`,
    `\t\toutput file ${accessLog}`,
    `\t}`,
    '\timport to_the_site',
    '}',
    '',
  ].join('\n')
}
