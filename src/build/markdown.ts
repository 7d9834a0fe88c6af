import escapeHtml from 'escape-html'
import { Marked, Renderer, type Tokens } from 'marked'
import sanitizeHtml from 'sanitize-html'

const plainRenderer = new Renderer()

/**
 * A table as the table block draws it (src/ui/data-table.css styles both): inside a frame that scrolls sideways
 * on a narrow screen, reached by the keyboard and named by the words of the header row.
 */
function framedTable(this: Renderer, token: Tokens.Table): string {
  const label = token.header.map((cell) => this.parser.parseInline(cell.tokens, this.parser.textRenderer)).join(', ')
  const table = plainRenderer.table.call(this, token).replace('<table>', '<table class="data-table">')
  return `<div class="table-frame" role="region" tabindex="0" aria-label="${escapeHtml(label)}">${table}</div>\n`
}

const marked = new Marked({ gfm: true, breaks: false, async: false, renderer: { table: framedTable } })

/** A div keeps its marks only as a table's frame, as framedTable writes them. */
function keepTableFrame(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const isFrame = attribs.class === 'table-frame' && attribs.role === 'region' && attribs.tabindex === '0'
  return { tagName, attribs: isFrame ? attribs : {} }
}

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
    'div',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'del',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    th: ['align'],
    td: ['align'],
    div: ['role', 'tabindex', 'aria-label'],
  },
  allowedClasses: { div: ['table-frame'], table: ['data-table'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'svg', 'math', 'iframe', 'object'],
  // The article's title is the page's only h1.
  transformTags: { h1: 'h2', div: keepTableFrame },
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
