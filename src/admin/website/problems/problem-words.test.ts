import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { checkSite } from '../../../validation/check-site.ts'
import { messages } from '../../../validation/messages.ts'
import { hintWords, problemWords } from './problem-words.ts'

const fixtures = fileURLToPath(new URL('../../../testing/fixtures/', import.meta.url))
const minimal = readFileSync(`${fixtures}minimal.yaml`, 'utf8')

/** The problems the checker finds in the minimal fixture with `from` changed to `to`. */
function problemsAfter(from: string, to: string) {
  expect(minimal.split(from), `"${from}" should occur once in the fixture`).toHaveLength(2)
  const { errors, warnings } = checkSite(minimal.replace(from, to), { publicDir: `${fixtures}public` })
  return [...errors, ...warnings]
}

describe('problemWords', () => {
  it('leaves out the place and says what is wrong in plain words', () => {
    expect(problemWords(messages.badPhone('business.phones[0].number', 'call the office'))).toBe(
      '“call the office” is not a phone number: write it like +254 700 000 000.',
    )
    expect(problemWords(messages.missingFile('pages./x.blocks[0] (cover).image.src', '/images/a.jpg'))).toBe(
      'The picture or file “/images/a.jpg” is not on the website: choose one of its pictures.',
    )
  })

  it('speaks of fields, not keys', () => {
    expect(problemWords(messages.wrongType('business', 'a group of keys', 'x'))).toBe(
      'This should be a group of fields, not “x”.',
    )
    expect(problemWords(messages.unknownBlockType('pages./a.blocks[1] (hero)', 'herro', ['hero']))).toBe(
      '“herro” is not a kind of section the website has.',
    )
  })

  it('says an example value the website came with is still there, as the office would say it', () => {
    expect(problemWords(messages.placeholder('business.email', 'info@example.com'))).toBe(
      '“info@example.com” is still the example the website came with.',
    )
  })

  it('says what a page, a picture or an address should be, for the checker’s own problems', () => {
    const [link] = problemsAfter('    - { label: About, link: /about }', '    - { label: About, link: about }')
    expect(problemWords(link!)).toBe(
      '“about” is not a page of the website or a full web address: choose a page from the list, or write an address starting with https://.',
    )
    const [picture] = problemsAfter('image: { src: /images/sofa.svg,', 'image: { src: "",')
    expect(problemWords(picture!)).toBe('No picture is chosen yet: choose or upload one.')
    const [path] = problemsAfter('  - from: /old-sofas', '  - from: /Old Sofas')
    expect(problemWords(path!)).toBe('“/Old Sofas” is not written as it should be: did you mean “/old-sofas”?')
    expect(problemWords(messages.badPath('redirects[0].from', 'a clean path', '/§'))).toBe(
      '“/§” cannot be a web address: use small letters, digits and hyphens, like /our-work.',
    )
  })

  it('names a missing field by its label', () => {
    expect(problemWords(messages.missingKey('services[2]', 'summary'))).toBe('“Summary” is missing.')
  })

  it('keeps the checker’s words for a mistake in how the text is written', () => {
    const unreadable = messages.unreadableLine()
    expect(problemWords(unreadable)).toBe(unreadable.message)
  })
})

describe('hintWords', () => {
  it('shows the hint of a problem about the website, and not one about writing the text', () => {
    const tooLong = messages.tooLong('pages./.description', 160, 200)
    expect(hintWords(tooLong)).toBe(tooLong.hint)
    const link = messages.badLink(
      'services[0].link',
      'a page',
      'contact',
      'Page addresses start with a slash: write "/contact".',
    )
    expect(link.hint).toBeDefined()
    expect(hintWords(link)).toBeUndefined()
    expect(hintWords(messages.textNeedsQuotes('business.name', 2024, 'name: "2024"'))).toBeUndefined()
  })
})
