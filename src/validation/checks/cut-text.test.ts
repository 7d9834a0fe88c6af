import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { checkSite } from '../check-site.ts'
import { formatProblem } from '../format.ts'

const publicDir = fileURLToPath(new URL('../../testing/fixtures/public/', import.meta.url))

// Small files fail the schema; their warnings are still reported, and only they are looked at here.
const warningsFor = (text: string): string[] => checkSite(text, { publicDir }).warnings.map(formatProblem)

describe('text cut short by a comment', () => {
  it('warns at the "#" of a comment that starts right after it, with the whole line in quotes', () => {
    expect(warningsFor('business:\n  tagline: We are #1 in Ruiru\n')).toEqual([
      'site.yaml:2:19  business.tagline: the text stops at "We are": " #1 in Ruiru" after it is read as a comment\n' +
        '    hint: Put the whole text in quotes: tagline: "We are #1 in Ruiru"',
    ])
  })

  it('writes the fix of a list item with its dash, and keeps the spaces as written', () => {
    expect(warningsFor('business:\n  areaServed:\n    - Ruiru   #cleaning\n')).toEqual([
      'site.yaml:3:15  business.areaServed[0]: the text stops at "Ruiru": " #cleaning" after it is read as a comment\n' +
        '    hint: Put the whole text in quotes: - "Ruiru   #cleaning"',
    ])
  })

  it('keeps the earlier lines of a text written over several lines', () => {
    expect(warningsFor('values:\n  intro: We are the best\n    in Ruiru #1 choice\n')).toEqual([
      'site.yaml:3:14  values.intro: the text stops at "We are the best in Ruiru": " #1 choice" after it is read as a comment\n' +
        '    hint: Put the whole text in quotes: intro: "We are the best in Ruiru #1 choice"',
    ])
  })

  it('finds it inside braces written over several lines, which YAML reads without an error', () => {
    expect(warningsFor('headerButton: { label: Call us #now\n  , link: /contact }\n')).toEqual([
      'site.yaml:1:32  headerButton.label: the text stops at "Call us": " #now" after it is read as a comment\n' +
        '    hint: Put the whole text in quotes: label: "Call us #now"',
    ])
  })

  it('puts text with a double quote in single quotes, and leaves Windows line endings out of the fix', () => {
    expect(warningsFor('business:\r\n  tagline: 6" pipes #1 grade\r\n  name: x\r\n')).toEqual([
      `site.yaml:2:21  business.tagline: the text stops at "6" pipes": " #1 grade" after it is read as a comment\n` +
        `    hint: Put the whole text in quotes: tagline: '6" pipes #1 grade'`,
    ])
  })

  it('marks every cut text in the file', () => {
    const text = 'pages:\n  /:\n    title: We are #1\n    blocks:\n      - type: hero #top\n        heading: Best #1\n'
    expect(warningsFor(text).map((warning) => warning.split('  ')[0])).toEqual([
      'site.yaml:3:19',
      'site.yaml:5:20',
      'site.yaml:6:23',
    ])
  })
})

describe('what is not cut', () => {
  it.each([
    ['a comment with a space after the "#"', 'business:\n  tagline: We clean # the slogan\n'],
    [
      'a comment after quoted text',
      "business:\n  phones:\n    - { label: Office, number: '+254 712 345 678' } #office\n",
    ],
    ['a comment after a list item', 'pages:\n  /:\n    blocks:\n      - type: hero # top of page\n'],
    ['a "#" inside double quotes', 'business:\n  tagline: "We are #1 in Ruiru" # a note\n'],
    ['a "#" inside single quotes', "business:\n  tagline: 'We are #1 in Ruiru'\n"],
    ['a link with a # part, in quotes', 'headerButton: { label: Team, link: "/about #team" }\n'],
    ['a link with a # part, without quotes', 'headerButton:\n  link: /about#team\n'],
    ['a number, which quotes would turn into text', 'footer:\n  copyrightYear: 2024 #update\n'],
    ['a block of text after |', 'notFound:\n  text: |\n    We are #1\n    #2 at the start of a line\n'],
    ['a block of text after >', 'notFound:\n  text: >\n    We are #1\n    in Ruiru\n'],
    ['a comment on a line of its own', 'business:\n  #tagline: We are\n  name: x\n'],
  ])('%s', (_name, text) => {
    expect(warningsFor(text)).toEqual([])
  })
})
