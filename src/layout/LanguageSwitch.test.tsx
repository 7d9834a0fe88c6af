// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ShellData } from '../model/site-data.ts'
import { renderAt } from '../testing/layout-helpers.tsx'
import { testShell } from '../testing/test-shell.ts'
import { wordsFor } from '../words/words.ts'
import { Header } from './Header.tsx'

const languages: ShellData['languages'] = [
  { code: 'en-KE', name: 'English', path: '/', isMain: true, untranslated: 'leave-out' },
  { code: 'sw-KE', name: 'Kiswahili', path: '/sw', isMain: false, untranslated: 'leave-out' },
]
const translations = [
  { 'en-KE': '/', 'sw-KE': '/sw' },
  { 'en-KE': '/sofacleaning', 'sw-KE': '/sw/kusafisha-sofa' },
]
const english: ShellData = { ...testShell, languages, translations }
const swahili: ShellData = {
  ...english,
  business: { ...testShell.business, locale: 'sw-KE' },
  words: wordsFor('sw-KE'),
}

afterEach(cleanup)

const switchLinks = () =>
  screen
    .getAllByRole('navigation', { name: /another language|lugha nyingine/ })
    .map((nav) => within(nav).getAllByRole('link'))

describe('the language switch', () => {
  it('leads to the same page in the other language, named in its own language', () => {
    renderAt(<Header />, { shell: english, path: '/sofacleaning' })
    for (const [link] of switchLinks()) {
      expect(link!.textContent).toBe('Kiswahili')
      expect(link!.getAttribute('href')).toBe('/sw/kusafisha-sofa')
      expect(link!.getAttribute('lang')).toBe('sw-KE')
      expect(link!.getAttribute('hreflang')).toBe('sw-KE')
    }
  })

  it('leads back from the translation, and the name of the business to the language’s home page', () => {
    renderAt(<Header />, { shell: swahili, path: '/sw/kusafisha-sofa' })
    expect(
      switchLinks()
        .flat()
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([['English', '/sofacleaning']])
    expect(screen.getByRole('link', { name: testShell.business.name }).getAttribute('href')).toBe('/sw')
  })

  it('leads to the other language’s home page from a page it has no translation of', () => {
    renderAt(<Header />, { shell: english, path: '/about' })
    expect(switchLinks()[0]![0]!.getAttribute('href')).toBe('/sw')
  })

  it('is not there on a site with one language', () => {
    renderAt(<Header />, { shell: testShell, path: '/' })
    expect(screen.queryByRole('navigation', { name: /another language/ })).toBeNull()
  })
})
