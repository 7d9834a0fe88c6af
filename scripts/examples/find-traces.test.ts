import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { describeFinding, findTraces } from './find-traces.ts'
import type { SiteFolder } from './sites.ts'
import { siteTraces } from './traces.ts'

const scratch = mkdtempSync(join(tmpdir(), 'find-traces-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** Writes files under the scratch folder: `{ 'first/site.yaml': '…' }`. */
function write(files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true })
    writeFileSync(join(scratch, path), text)
  }
}

const siteYaml = (name: string, host: string, number: string, town: string, brand: string) => `
business:
  name: "${name}"
  url: https://${host}/
  phones:
    - { label: Front desk, number: '${number}' }
  whatsapp: '${number}'
  email: hello@${town.toLowerCase()}.example.com
  address: { street: Station Road, town: ${town} }
  logo: /images/${town.toLowerCase()}-logo.svg
theme:
  colors: { brand: '${brand}', onBrand: '#FFFFFF' }
  shades: { line: '#D0D4D8' }
`

const folder = (name: string): SiteFolder => ({ name, label: `examples/${name}`, dir: join(scratch, name) })
const [first, second] = [folder('first'), folder('second')]
const firstName = "Tom & Ann's Shop"

write({
  'first/site.yaml': siteYaml(firstName, 'shop.example.com', '+254 700 000 201', 'Nakuru', '#1D4ED8'),
  'second/site.yaml': siteYaml('Lake View Café', 'cafe.example.com', '+254 700 000 301', 'Kisumu', '#9a3412'),
})

/** The two sites, built into `under`. */
const builtIn = (under: string) =>
  [first, second].map((site) => ({ site, dist: join(scratch, under, site.name), traces: siteTraces(site.dir) }))

describe('siteTraces', () => {
  it('takes the name, the web address’s host, both forms of each number, the e-mail, street, town, changed colours, pinned shades and logo', () => {
    expect(siteTraces(first.dir)).toEqual([
      { what: 'the business name', text: firstName },
      { what: 'the web address', text: 'shop.example.com' },
      { what: 'the phone number "Front desk"', text: '+254 700 000 201' },
      { what: 'the phone number "Front desk", in figures only', text: '254700000201' },
      { what: 'the WhatsApp number', text: '+254 700 000 201' },
      { what: 'the WhatsApp number, in figures only', text: '254700000201' },
      { what: 'the e-mail address', text: 'hello@nakuru.example.com' },
      { what: 'the street', text: 'Station Road' },
      { what: 'the town', text: 'Nakuru' },
      { what: 'the theme colour brand', text: '#1d4ed8' },
      { what: 'the theme shade line', text: '#d0d4d8' },
      { what: 'the logo’s file name', text: 'nakuru-logo.svg' },
    ])
  })
})

describe('findTraces', () => {
  it('names each built text file of one site that holds a trace of another, and what the trace is', () => {
    write({
      'built/first/index.html': '<title>Tom &amp; Ann&#x27;s Shop</title><a href="tel:+254700000201">Call</a>',
      'built/first/about/index.html': '<footer>Open in KISUMU too</footer>',
      'built/first/assets/site.css': ':root{--brand:#9A3412}',
      'built/second/index.html': '<title>Lake View Café</title><a href="https://wa.me/254700000201">Chat</a>',
      'built/second/_site/shell.json': `{"name":"${firstName}"}`,
      'built/second/contact/index.html': '<p>Tom &amp; Ann&#x27;s Shop</p>',
      'built/second/robots.txt': 'Sitemap: https://shop.example.com/sitemap.xml',
    })
    expect(findTraces(builtIn('built')).map(describeFinding)).toEqual([
      'examples/first: about/index.html holds "Kisumu", the town of examples/second',
      'examples/first: assets/site.css holds "#9a3412", the theme colour brand of examples/second',
      `examples/second: _site/shell.json holds "${firstName}", the business name of examples/first`,
      `examples/second: contact/index.html holds "${firstName}", the business name of examples/first`,
      'examples/second: index.html holds "254700000201", the phone number "Front desk", in figures only of examples/first',
      'examples/second: index.html holds "254700000201", the WhatsApp number, in figures only of examples/first',
      'examples/second: robots.txt holds "shop.example.com", the web address of examples/first',
    ])
  })

  it('looks neither for what both sites share, nor for the product’s usual colours, nor in pictures', () => {
    write({
      'shared/first/index.html': '<p>Station Road</p><i style="color:#ffffff"></i>',
      'shared/first/images/map.svg': '<svg><text>Kisumu</text></svg>',
      'shared/second/index.html': '<p>Station Road</p>',
    })
    expect(findTraces(builtIn('shared')).map(describeFinding)).toEqual([])
  })
})
