import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { checkSite } from '../validation/check-site.ts'
import type { Site } from '../schema/site.ts'
import { siteInLanguage } from './site-in-language.ts'
import { alternatesOf, linkInLanguage } from './translations.ts'

const fixtures = fileURLToPath(new URL('../testing/fixtures/', import.meta.url))

/** The minimal site with Swahili: its home and sofa pages translated, /about not. */
const swahiliText = `${readFileSync(`${fixtures}minimal.yaml`, 'utf8')}
  /sw:
    language: sw-KE
    translationOf: /
    title: Nyumbani
    description: Ukurasa wa nyumbani.
    blocks:
      - type: rich-text
        text: Tunasafisha. [Sofa](/sofacleaning), [kuhusu](/about#timu).
  /sw/sofa:
    language: sw-KE
    translationOf: /sofacleaning
    title: Sofa
    description: Kusafisha sofa.
    blocks:
      - type: card-grid
        cards:
          - { title: Kitambaa, text: Kitambaa chochote., link: /sofacleaning }
      - type: contact-details
        phones: [Office]
languages:
  - code: sw-KE
    texts:
      business:
        phones:
          - label: Ofisi
      navigation:
        - label: Nyumbani
        - label: Huduma
      services:
        - name: Kusafisha Sofa
      footer:
        quickLinks:
          - label: Kuhusu
      forms:
        booking:
          title: Weka Nafasi
          fields:
            - label: Huduma
              options:
                - label: Sofa
`

const checked = checkSite(swahiliText, { publicDir: `${fixtures}public` })
const site = checked.site as Site

describe('siteInLanguage', () => {
  it('reads the checked example without problems', () => {
    expect(checked.errors).toEqual([])
  })

  it('keeps the main language’s own pages, redirects and blog, and none of the translations', () => {
    const english = siteInLanguage(site, 'en-KE')
    expect(Object.keys(english.pages)).toEqual(['/', '/about', '/sofacleaning'])
    expect(english.redirects).toHaveLength(1)
    expect(english.blog?.posts).toHaveLength(1)
  })

  it('lays the language’s words over the main language’s, item by item, and keeps what it leaves out', () => {
    const swahili = siteInLanguage(site, 'sw-KE')
    expect(swahili.business.locale).toBe('sw-KE')
    expect(swahili.navigation.map((item) => item.label)).toEqual(['Nyumbani', 'Huduma'])
    expect(swahili.services[0]).toMatchObject({ name: 'Kusafisha Sofa', summary: 'Any fabric.' })
    const booking = swahili.forms.booking!
    expect(booking.title).toBe('Weka Nafasi')
    expect(booking.fields[0]).toMatchObject({ name: 'service', label: 'Huduma', kind: 'select' })
    expect(booking.fields[0]!.options).toEqual([
      { label: 'Sofa', value: 'sofa' },
      { label: 'Carpet', value: 'carpet' },
    ])
    expect(Object.keys(swahili.pages)).toEqual(['/sw', '/sw/sofa'])
    expect(swahili.redirects).toBeUndefined()
    expect(swahili.blog).toBeUndefined()
  })

  it('leads menus and page links to the translations, and leaves out menu items with no page in the language', () => {
    const swahili = siteInLanguage(site, 'sw-KE')
    expect(swahili.navigation[0]!.link).toBe('/sw')
    expect(swahili.navigation[1]!.items).toEqual([{ label: 'Sofas', link: '/sw/sofa' }])
    expect(swahili.services[0]!.link).toBe('/sw/sofa')
    expect(swahili.mobileNavigation.tabs[0]!.link).toBe('/sw')
    expect(swahili.footer.quickLinks).toEqual([])
    expect(JSON.stringify(swahili.pages['/sw'])).toContain('[Sofa](/sw/sofa), [kuhusu](/about#timu)')
    expect(JSON.stringify(swahili.pages['/sw/sofa'])).toContain('"link":"/sw/sofa"')
    // Blocks name phones by the main language's labels, and show the language's.
    expect(swahili.business.phones[0]!.label).toBe('Ofisi')
    expect(JSON.stringify(swahili.pages['/sw/sofa'])).toContain('"phones":["Ofisi"]')
    // The header button leads to a page with no translation: it stays, to the main language's page.
    expect(swahili.mobileNavigation.button.link).toBe('/about')
  })

  it('shows untranslated menu items marked with the main language, when the language says so', () => {
    const showing: Site = { ...site, languages: [{ ...site.languages![0]!, untranslated: 'show-default' }] }
    expect(siteInLanguage(showing, 'sw-KE').footer.quickLinks).toEqual([{ label: 'Kuhusu (English)', link: '/about' }])
  })
})

describe('translations', () => {
  it('gives every page its addresses in each language, both ways', () => {
    const both = new Map([
      ['en-KE', '/sofacleaning'],
      ['sw-KE', '/sw/sofa'],
    ])
    expect(alternatesOf(site, '/sofacleaning')).toEqual(both)
    expect(alternatesOf(site, '/sw/sofa')).toEqual(both)
    expect(alternatesOf(site, '/about')).toEqual(new Map([['en-KE', '/about']]))
  })

  it('leads a link to its translation, keeping its #part, and leaves other links alone', () => {
    expect(linkInLanguage(site, '/sofacleaning#prices', 'sw-KE')).toBe('/sw/sofa#prices')
    expect(linkInLanguage(site, '/about', 'sw-KE')).toBe('/about')
    expect(linkInLanguage(site, 'https://example.com/', 'sw-KE')).toBe('https://example.com/')
  })
})
