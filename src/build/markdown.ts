import { Marked } from 'marked'
import sanitizeHtml from 'sanitize-html'

const marked = new Marked({ gfm: true, breaks: false, async: false })

/** Only what an article needs; anything else (scripts, styles, frames, SVG, forms, event handlers) is dropped. */
const allowlist: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'a',
    'blockquote',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'del',
  ],
  allowedAttributes: { a: ['href', 'title'], th: ['align'], td: ['align'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'svg', 'math', 'iframe', 'object'],
  // The article's title is the page's only h1.
  transformTags: { h1: 'h2' },
}

/** Posts' HTML by their Markdown: a publish that changes one post converts only that one again. */
const converted = new Map<string, string>()
const convertedLimit = 5000

/** Markdown → HTML that is safe to insert into the page: run at build time only. */
export function markdownToHtml(markdown: string): string {
  let html = converted.get(markdown)
  if (html === undefined) {
    html = sanitizeHtml(marked.parse(markdown) as string, allowlist)
    if (converted.size >= convertedLimit) converted.clear()
    converted.set(markdown, html)
  }
  return html
}

/** Any HTML → the same allowlist; exported for tests and for HTML that did not come from Markdown. */
export const sanitize = (html: string): string => sanitizeHtml(html, allowlist)
