import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Business } from '../../schema/business.ts'
import type { Site } from '../../schema/site.ts'
import { sitemapXml } from '../search-engines/site-files.ts'
import { renderDocument } from './document.ts'

const template = readFileSync(join(import.meta.dirname, '../../../index.html'), 'utf8')
const business = { name: 'Test Bakers', url: 'https://www.example.com', locale: 'sw-KE' } as Business
const languages = [
  { code: 'en-KE', name: 'English', path: '/', isMain: true, untranslated: 'leave-out' as const },
  { code: 'sw-KE', name: 'Kiswahili', path: '/sw', isMain: false, untranslated: 'leave-out' as const },
]
const alternates = [
  { code: 'en-KE', name: 'English', path: '/contact' },
  { code: 'sw-KE', name: 'Kiswahili', path: '/sw/wasiliana-nasi' },
]

const documentOf = (parts: { alternates?: typeof alternates }) =>
  renderDocument(template, {
    head: { title: 'Wasiliana nasi', description: 'Tupigie simu.' },
    path: '/sw/wasiliana-nasi',
    appHtml: '<main><h1>Wasiliana nasi</h1></main>',
    business,
    theme: undefined,
    shell: '/shell.json',
    ...parts,
  })

describe('a page written in two languages', () => {
  it('names its own language and links to every translation, itself included, and the main one for everyone else', () => {
    const html = documentOf({ alternates })
    expect(html).toContain('<html lang="sw-KE">')
    expect(html.match(/<link rel="alternate" hreflang[^>]*>/g)).toEqual([
      '<link rel="alternate" hreflang="en-KE" href="https://www.example.com/contact" />',
      '<link rel="alternate" hreflang="sw-KE" href="https://www.example.com/sw/wasiliana-nasi" />',
      '<link rel="alternate" hreflang="x-default" href="https://www.example.com/contact" />',
    ])
    expect(html).toContain('<meta property="og:locale" content="sw_KE" />')
    expect(html).toContain('<meta property="og:locale:alternate" content="en_KE" />')
  })

  it('has no such links when it has no translation', () => {
    const html = documentOf({ alternates: alternates.slice(1) })
    expect(html).not.toContain('hreflang')
    expect(html).not.toContain('og:locale:alternate')
  })

  it('lists its translations in the sitemap, and a page without one alone', () => {
    const site = { business: { ...business, locale: 'en-KE' } } as Site
    const translations = [{ 'en-KE': '/contact', 'sw-KE': '/sw/wasiliana-nasi' }]
    const xml = sitemapXml(site, ['/contact', '/sw/wasiliana-nasi', '/gallery'], { languages, translations })
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    const urls = xml.match(/<url>[\s\S]*?<\/url>/g)!
    expect(urls).toHaveLength(3)
    for (const url of urls.slice(0, 2))
      expect(url.match(/hreflang="[^"]+" href="[^"]+"/g)).toEqual([
        'hreflang="en-KE" href="https://www.example.com/contact"',
        'hreflang="sw-KE" href="https://www.example.com/sw/wasiliana-nasi"',
        'hreflang="x-default" href="https://www.example.com/contact"',
      ])
    expect(urls[2]).toBe('<url><loc>https://www.example.com/gallery</loc></url>')
  })
})
