import { Lexer } from 'marked'
import { isRecord } from '../../model/is-record.ts'

/** A link written in Markdown text, with where its address starts in that text. */
export interface MarkdownLink {
  href: string
  /** The address as written, which is what to look for in the file. */
  written: string
  /** Where `written` starts in the Markdown text. */
  offset: number
}

const lexer = () => new Lexer({ gfm: true })

/** The links of texts read before: a check after an edit reads again only the texts that changed. */
const found = new Map<string, readonly MarkdownLink[]>()
const foundLimit = 5000

/** Every link of a Markdown text, in order: `[text](/page)`, `<https://…>`, bare addresses and `[text][name]`. */
export function linksInMarkdown(markdown: string): readonly MarkdownLink[] {
  let links = found.get(markdown)
  if (!links) {
    links = readLinks(markdown)
    if (found.size >= foundLimit) found.clear()
    found.set(markdown, links)
  }
  return links
}

function readLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = []
  let cursor = 0
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit)
    if (!isRecord(node)) return
    const token = node as { type?: unknown; href?: unknown; raw?: unknown }
    if (token.type === 'link' && typeof token.href === 'string' && typeof token.raw === 'string') {
      const at = markdown.indexOf(token.raw, cursor)
      const start = at < 0 ? cursor : at
      links.push({ href: token.href, ...addressIn(token.raw, start) })
      cursor = start + (at < 0 ? 0 : token.raw.length)
      return
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'raw' && key !== 'text') visit(value)
  }
  visit(lexer().lex(markdown))
  return links
}

/** The address inside a link's Markdown: after "](" for an inline link, the link itself otherwise. */
function addressIn(raw: string, rawOffset: number): { written: string; offset: number } {
  const inline = /\]\(\s*<?([^\s)>]*)/.exec(raw)
  if (inline?.[1]) return { written: inline[1], offset: rawOffset + inline.index + inline[0].length - inline[1].length }
  const bare = raw.replace(/^<|>$/g, '')
  return { written: bare, offset: rawOffset + (raw.startsWith('<') ? 1 : 0) }
}
