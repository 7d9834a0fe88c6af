import { describe, expect, it } from 'vitest'
import { hintWords, problemWords } from './problem-words.ts'

describe('problemWords', () => {
  it('leaves out the place and says what is wrong in plain words', () => {
    expect(
      problemWords({
        message: 'business.phones[0].number: "call the office" is not a valid international phone number',
      }),
    ).toBe('“call the office” is not a phone number: write it like +254 700 000 000.')
    expect(
      problemWords({ message: 'pages./x.blocks[0] (cover).image.src: the file "/images/a.jpg" is not in public/' }),
    ).toBe('The picture or file “/images/a.jpg” is not on the website: choose one of its pictures.')
  })

  it('speaks of fields, not keys', () => {
    expect(problemWords({ message: 'business.phones[3]: expected an object, found "lab"' })).toBe(
      'This should be an object, not "lab".',
    )
    expect(problemWords({ message: 'business: expected a group of keys, found "x"' })).toBe(
      'This should be a group of fields, not "x".',
    )
  })

  it('says an example value the website came with is still there, as the office would say it', () => {
    expect(problemWords({ message: 'business.email: "info@example.com" is still a placeholder' })).toBe(
      '“info@example.com” is still the example the website came with.',
    )
  })

  it('says what a page, a picture or an address should be without the words of the file', () => {
    const at = (message: string) => problemWords({ message: `services[0].link: ${message}` })
    expect(
      at(
        'expected a page of this site like "/contact", or a full address like "https://…", "tel:…" or "mailto:…", found "contact"',
      ),
    ).toBe(
      '“contact” is not a page of the website or a full web address: choose a page from the list, or write an address starting with https://.',
    )
    expect(
      at('expected one of the website’s own files, written as its address like "/images/sofa.jpg", found ""'),
    ).toBe('No picture is chosen yet: choose or upload one.')
    expect(
      at('expected a clean path of lower-case letters, digits and hyphens like "/about-us" or "/blog", found "/Sofa"'),
    ).toBe('“/Sofa” cannot be a web address: use small letters, digits and hyphens, like /our-work.')
  })

  it('names a missing field by its label', () => {
    expect(problemWords({ message: 'services[2]: "summary" is required but missing' })).toBe('“Summary” is missing.')
  })

  it('keeps no programmer words in a message it has no rewrite for', () => {
    const words = problemWords({ message: 'pages./a.blocks[1] (hero): unknown block type "herro"' })
    expect(words).toBe('Unknown section type "herro".')
    expect(words).not.toMatch(/block|YAML|\[|pages\./)
  })
})

describe('hintWords', () => {
  it('keeps advice that helps in the form and drops advice about writing the text', () => {
    expect(hintWords({ hint: 'Leave a blank line between paragraphs.' })).toBe('Leave a blank line between paragraphs.')
    expect(hintWords({ hint: 'Page addresses start with a slash: write "/about".' })).toBeUndefined()
    expect(hintWords({ hint: 'Write it in quotes: {key}: "08:00".' })).toBeUndefined()
  })
})
