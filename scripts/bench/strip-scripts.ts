import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const scriptElement = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi
const linkElement = /<link\b[^>]*>/gi

const attribute = (tag: string, name: string): string | undefined => {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>/]+))`, 'i').exec(tag)
  return match ? (match[1] ?? match[2] ?? match[3])?.toLowerCase() : undefined
}

/** True for a link that fetches code or data ahead of time: `modulepreload`, or `preload` as script or fetch. */
function isCodePreload(tag: string): boolean {
  const rel = (attribute(tag, 'rel') ?? '').split(/\s+/)
  if (rel.includes('modulepreload')) return true
  return rel.includes('preload') && ['script', 'fetch'].includes(attribute(tag, 'as') ?? '')
}

/**
 * The page as it would be with no JavaScript: every `<script>` element (data blocks included) and every
 * preload of code or data removed; stylesheets, pictures and their preloads stay as they are.
 */
export function withoutScripts(html: string): string {
  return html.replace(scriptElement, '').replace(linkElement, (tag) => (isCodePreload(tag) ? '' : tag))
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => join(dir, name))
}

/** Copies a built site to `to` and rewrites every HTML file in the copy with {@link withoutScripts}. */
export function copySiteWithoutScripts(from: string, to: string): void {
  cpSync(from, to, { recursive: true })
  for (const file of htmlFiles(to)) writeFileSync(file, withoutScripts(readFileSync(file, 'utf8')))
}
