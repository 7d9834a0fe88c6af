import { describe, expect, it } from 'vitest'
import type { RouteData } from '../../model/site-data.ts'
import type { Site } from '../../schema/site.ts'
import { routeDocument } from '../html/route-document.ts'

const template =
  '<html lang="en"><head><!--head--><script type="module" src="/assets/main.js"></script></head>' +
  '<body><div id="root"><!--app--></div></body></html>'
const site = {
  business: { name: 'Ruiru Cleaning', url: 'https://clean.example.co.ke', locale: 'en-KE' },
} as Site
const route: RouteData = {
  kind: 'page',
  path: '/about',
  heading: { text: 'About', isDrawnByBlock: true },
  page: {
    title: 'About',
    description: 'Who we are.',
    blocks: [{ type: 'hero', heading: 'About', image: { src: '/images/team.svg', alt: '' } }],
  },
}
const meta = (html: string) => [
  ...html.matchAll(/<meta (?:property|name)="((?:og|twitter):image[^"]*)" content="([^"]*)"/g),
]

describe('the link-preview picture in the page head', () => {
  it('names the picture the build drew, by its full address, with its size and type', () => {
    const html = routeDocument(template, route, '', site, {
      shell: '/_site/shell.json',
      ogImage: '/_images/og-team-1a2b3c4d.png',
    })
    expect(meta(html).map(([, key, value]) => [key, value])).toEqual([
      ['og:image', 'https://clean.example.co.ke/_images/og-team-1a2b3c4d.png'],
      ['og:image:width', '1200'],
      ['og:image:height', '630'],
      ['og:image:type', 'image/png'],
      ['twitter:image', 'https://clean.example.co.ke/_images/og-team-1a2b3c4d.png'],
    ])
  })

  it("falls back to the page's own picture, claiming no size, when the build drew none", () => {
    const html = routeDocument(template, route, '', site, { shell: '/_site/shell.json' })
    expect(meta(html).map(([, key, value]) => [key, value])).toEqual([
      ['og:image', 'https://clean.example.co.ke/images/team.svg'],
      ['twitter:image', 'https://clean.example.co.ke/images/team.svg'],
    ])
  })
})
