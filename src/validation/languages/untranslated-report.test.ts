import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { Site } from '../../schema/site.ts'
import { checkSite } from '../check-site.ts'
import { untranslatedReport } from './untranslated-report.ts'

const fixtures = fileURLToPath(new URL('../../testing/fixtures/', import.meta.url))
const minimal = readFileSync(`${fixtures}minimal.yaml`, 'utf8')

/** Swahili texts for everything the minimal fixture's shared parts say but its footer's link and its form. */
const swahili = `languages:
  - code: sw-KE
    texts:
      business:
        phones: [{ label: Ofisi }]
        address: { street: Toll Estate, town: Ruiru, country: Kenya }
        areaServed: [Nairobi]
        openingHours: [{ days: Jumatatu hadi Jumamosi }]
      navigation: [{ label: Nyumbani }, { label: Huduma, items: [{ label: Sofa }] }]
      mobileNavigation: { button: { label: Weka Nafasi }, tabs: [{ label: Nyumbani }, { label: Huduma }] }
      services: [{ name: Kusafisha Sofa, summary: Kitambaa chochote. }]
      notFound: { title: Haipatikani, text: Hakuna kitu hapa. }
`

const aboutInSwahili = `  /sw/kuhusu:
    language: sw-KE
    translationOf: /about
    title: Kuhusu
    description: Kuhusu sisi.
    blocks:
      - { type: rich-text, text: Tunasafisha. }
`

/** The minimal fixture, checked, with `languages` before its menu and `pages` added after its own. */
function siteWith(languages: string, pages = ''): Site {
  const result = checkSite(minimal.replace('navigation:\n', `${languages}navigation:\n`) + pages, {
    publicDir: `${fixtures}public`,
  })
  expect(result.errors).toEqual([])
  return result.data as Site
}

describe('the list of what is not translated yet, as npm run check prints it', () => {
  it('lists per language the pages without a translation and the texts left out, with their main-language words', () => {
    expect(untranslatedReport(siteWith(swahili, aboutInSwahili))).toBe(
      [
        'Not yet translated into Kiswahili (sw-KE): 2 pages, 5 texts',
        '  page /',
        '  page /sofacleaning',
        '  text footer.quickLinks[0].label: "About"',
        '  text forms.booking.title: "Book"',
        '  text forms.booking.fields[0].label: "Service"',
        '  text forms.booking.fields[0].options[0].label: "Sofa"',
        '  text forms.booking.fields[0].options[1].label: "Carpet"',
      ].join('\n'),
    )
  })

  it('stops at the limit and says how many more there are', () => {
    const report = untranslatedReport(siteWith('languages:\n  - code: sw-KE\n'), 3).split('\n')
    expect(report).toEqual([
      'Not yet translated into Kiswahili (sw-KE): 3 pages, 21 texts',
      '  page /',
      '  page /about',
      '  page /sofacleaning',
      '  and 21 more',
    ])
  })

  it('says so of a language with everything translated, each language apart', () => {
    const everything = swahili.replace(
      '      notFound:',
      '      footer: { quickLinks: [{ label: Kuhusu }] }\n' +
        '      forms: { booking: { title: Weka, fields: [{ label: Huduma, options: [{ label: Sofa }, { label: Zulia }] }] } }\n' +
        '      notFound:',
    )
    const pages = ['/', '/sofacleaning'].map((page, index) =>
      aboutInSwahili.replaceAll('/sw/kuhusu', `/sw/${index}`).replace('/about', page),
    )
    const site = siteWith(`${everything}  - { code: en-GB, path: /uk }\n`, aboutInSwahili + pages.join(''))
    const report = untranslatedReport(site).split('\n\n')
    expect(report[0]).toBe('Everything is translated into Kiswahili (sw-KE).')
    expect(report[1]).toMatch(/^Not yet translated into English \(en-GB\): 3 pages, 21 texts\n/)
  })

  it('is empty for a site in one language', () => {
    expect(untranslatedReport(siteWith(''))).toBe('')
  })
})
