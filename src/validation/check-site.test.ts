import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { blockDefinitions } from '../blocks/definitions.ts'
import { checkSiteText } from './check-site.ts'
import { formatProblem } from './format.ts'

const fixtures = fileURLToPath(new URL('../testing/fixtures/', import.meta.url))
const minimal = readFileSync(`${fixtures}minimal.yaml`, 'utf8')
const publicDir = `${fixtures}public`

/** The minimal fixture with one piece changed; `from` must occur exactly once. */
function edit(from: string, to: string, text = minimal): string {
  expect(text.split(from), `"${from}" should occur once in the fixture`).toHaveLength(2)
  return text.replace(from, to)
}

const blockTypes = Object.keys(blockDefinitions)
  .map((type) => `"${type}"`)
  .join(', ')

const check = (text: string) => checkSiteText(text, { publicDir })
const errorsOf = (text: string): string[] => check(text).errors.map(formatProblem)

describe('checkSiteText on the minimal fixture', () => {
  it('accepts it and returns the typed site', () => {
    const result = check(minimal)
    expect(result.errors).toEqual([])
    expect(result.site?.pages['/']?.blocks[0]).toMatchObject({ type: 'hero', heading: 'Clean homes' })
  })

  it('returns no site when there is an error', () => {
    expect(check(edit('  copyrightYear: 2024', '  copyrightYear: soon')).site).toBeUndefined()
  })
})

const mistakes: { name: string; text: () => string; expected: string[] }[] = [
  {
    name: 'a misspelt block type',
    text: () => edit('      - type: rich-text', '      - type: rich-txet'),
    expected: [
      'site.yaml:82:15  pages./about.blocks[0] (rich-txet): unknown block type "rich-txet"\n' +
        `    hint: did you mean "rich-text"? Block types: ${blockTypes}.`,
    ],
  },
  {
    name: 'a block without a type',
    text: () => edit('      - type: rich-text\n        text: We clean.', '      - text: We clean.'),
    expected: [
      'site.yaml:82:9  pages./about.blocks[0]: the block has no "type"\n' +
        `    hint: Start the block with "- type: ..." using one of ${blockTypes}.`,
    ],
  },
  {
    name: 'a misspelt key in a block (and not also "heading is missing")',
    text: () => edit('        heading: Clean homes', '        headng: Clean homes'),
    expected: [
      'site.yaml:73:9  pages./.blocks[0] (hero): unknown key "headng"\n' +
        '    hint: did you mean "heading"? Keys allowed here: "heading", "intro", "image", "buttons".',
    ],
  },
  {
    name: 'a misspelt top-level section',
    text: () => edit('navigation:\n', 'navigaton:\n'),
    expected: [
      'site.yaml:19:1  the top level of the file: unknown key "navigaton"\n' +
        '    hint: did you mean "navigation"? Keys allowed here: "business", "navigation", "headerButton", ' +
        '"mobileNavigation", "services", "faq", "values", "footer", "pages", "notFound", "redirects", "forms", "chat", "blog".',
    ],
  },
  {
    name: 'a wrong type',
    text: () => edit('  copyrightYear: 2024', '  copyrightYear: last year'),
    expected: ['site.yaml:35:18  footer.copyrightYear: expected a whole number, found "last year"'],
  },
  {
    name: 'a number where text belongs',
    text: () => edit('        heading: Clean homes', '        heading: 42'),
    expected: [
      'site.yaml:73:18  pages./.blocks[0] (hero).heading: expected text, found the number 42\n' +
        '    hint: Put the value in quotes to keep it as text.',
    ],
  },
  {
    name: 'a missing required field',
    text: () => edit('    description: About us.\n', ''),
    expected: [
      'site.yaml:79:5  pages./about: "description" is required but missing\n' +
        '    hint: Add description: ... (One or two sentences for search results and link previews.)',
    ],
  },
  {
    name: 'a broken internal link',
    text: () => edit('    to: /sofacleaning', '    to: /sofa-cleaning'),
    expected: [
      'site.yaml:41:9  redirects[0].to: the link "/sofa-cleaning" goes to no page, redirect or blog post\n' +
        '    hint: did you mean "/sofacleaning"? Add the page under "pages:", or add a redirect under "redirects:".',
    ],
  },
  {
    name: 'a page link without its slash',
    text: () => edit('    - { label: About, link: /about }', '    - { label: About, link: about }'),
    expected: [
      'site.yaml:34:29  footer.quickLinks[0].link: expected a page of this site like "/contact", or a full address ' +
        'like "https://…", "tel:…" or "mailto:…", found "about"\n' +
        '    hint: Page addresses start with a slash: write "/about".',
    ],
  },
  {
    name: 'the same page address twice',
    text: () =>
      `${minimal}  /about:\n    title: Again\n    description: Again.\n    blocks:\n      - { type: rich-text, text: Again. }\n`,
    expected: [
      'site.yaml:91:3  "/about" is written twice in the same place\n' +
        '    hint: Keep one of them: YAML would silently drop the other.',
    ],
  },
  {
    name: 'a page address that is not a path',
    text: () => edit('  /sofacleaning:\n', '  Sofa Cleaning:\n'),
    expected: [
      'site.yaml:24:31  navigation[1].items[0].link: the link "/sofacleaning" goes to no page, redirect or blog post\n' +
        '    hint: Add the page under "pages:", or add a redirect under "redirects:".',
      'site.yaml:31:34  services[0].link: the link "/sofacleaning" goes to no page, redirect or blog post\n' +
        '    hint: Add the page under "pages:", or add a redirect under "redirects:".',
      'site.yaml:41:9  redirects[0].to: the link "/sofacleaning" goes to no page, redirect or blog post\n' +
        '    hint: Add the page under "pages:", or add a redirect under "redirects:".',
      'site.yaml:84:3  pages "Sofa Cleaning": expected a clean path of lower-case letters, digits and hyphens like ' +
        '"/carpetcleaning" or "/blog", found "Sofa Cleaning"\n' +
        '    hint: Start with a slash, use no spaces, capitals or trailing slash.',
    ],
  },
  {
    name: 'a redirect from an address that is already a page',
    text: () => edit('  - from: /old-sofas', '  - from: /about'),
    expected: [
      'site.yaml:40:11  redirects[0].from: "/about" is already the address of a page\n' +
        '    hint: Remove the redirect or move the page.',
    ],
  },
  {
    name: 'two blog posts with the same slug',
    text: () =>
      edit(
        '  categories: [Sofa Cleaning, Carpet Cleaning]\n',
        '    - { id: 2, slug: sofa-stains, title: Again, author: x, date: "2025-05-01", category: Sofa Cleaning, ' +
          'location: Nairobi, featuredImage: { src: /images/sofa.svg, alt: x }, tags: [], excerpt: x, ' +
          'metaDescription: x, content: y }\n' +
          '  categories: [Sofa Cleaning, Carpet Cleaning]\n',
      ),
    expected: [
      'site.yaml:66:22  blog.posts[1].slug: the slug "sofa-stains" is used by another post\n' +
        '    hint: Each post needs its own slug: it is the last part of its address.',
    ],
  },
  {
    name: 'a blog post in a category that is not listed',
    text: () => edit('      category: Sofa Cleaning', '      category: Sofa Cleening'),
    expected: [
      'site.yaml:61:17  blog.posts[0].category: "Sofa Cleening" is not one of the blog categories\n' +
        '    hint: did you mean "Sofa Cleaning"? Categories: "Sofa Cleaning", "Carpet Cleaning". ' +
        'Add new ones under blog.categories.',
    ],
  },
  {
    name: 'a related post that does not exist',
    text: () => edit('      tags: [sofa, stains]', '      tags: [sofa, stains]\n      relatedPosts: [7]'),
    expected: [
      'site.yaml:65:22  blog.posts[0].relatedPosts[0]: there is no post with the id 7\n' +
        '    hint: Related posts are listed by id. Ids in use: 1.',
    ],
  },
  {
    name: 'an impossible date',
    text: () => edit('      date: "2025-04-12"', '      date: "2025-02-30"'),
    expected: ['site.yaml:57:13  blog.posts[0].date: expected a date like "2025-04-12", found "2025-02-30"'],
  },
  {
    name: 'a local phone number without the country code',
    text: () => edit('      number: "+254 712 345 678"', '      number: "0712 345 678"'),
    expected: [
      'site.yaml:7:15  business.phones[0].number: "0712 345 678" is not a valid international phone number\n' +
        '    hint: Start with the country code: write +254 712 345 678, not 0712 345 678.',
    ],
  },
  {
    name: 'a WhatsApp number with too few digits',
    text: () => edit('  whatsapp: "+254 712 345 678"', '  whatsapp: "+254 12 34"'),
    expected: [
      'site.yaml:8:13  business.whatsapp: "+254 12 34" is not a valid international phone number\n' +
        '    hint: Check the digits: a Kenyan mobile number is +254 followed by nine digits, like +254 712 345 678.',
    ],
  },
  {
    name: 'N2: a chat notificationDelay under 10 seconds',
    text: () => `chat:\n  notificationDelay: 5\n${minimal}`,
    expected: ['site.yaml:2:22  chat.notificationDelay: expected a number of at least 10, found the number 5'],
  },
  {
    name: 'L1: a chat phoneNumber without the country code',
    text: () => `chat:\n  phoneNumber: "0712 345 678"\n${minimal}`,
    expected: [
      'site.yaml:2:16  chat.phoneNumber: "0712 345 678" is not a valid international phone number\n' +
        '    hint: Start with the country code: write +254 712 345 678, not 0712 345 678.',
    ],
  },
  {
    name: 'an email address without an @',
    text: () => edit('  email: info@cleaners.test', '  email: info at cleaners'),
    expected: [
      'site.yaml:9:10  business.email: expected an email address like "info@example.com", found "info at cleaners"',
    ],
  },
  {
    name: 'a time written as words',
    text: () => edit('      opens: "08:00"', '      opens: 8am'),
    expected: [
      'site.yaml:17:14  business.openingHours[0].opens: expected a 24-hour time like "08:00" or "18:00", found "8am"\n' +
        '    hint: Put the time in quotes so it stays text: opens: "08:00".',
    ],
  },
  {
    name: 'two options of a select with the same value',
    text: () => edit('{ label: Carpet, value: carpet }', '{ label: Carpet, value: sofa }'),
    expected: [
      'site.yaml:51:37  forms.booking.fields[0].options[1].value: the value "sofa" is already used by the option "Sofa"\n' +
        '    hint: Give every option its own value, or the business cannot tell the choices apart.',
    ],
  },
  {
    name: 'a button that opens a form that does not exist',
    text: () => edit('form: booking }', 'form: bookin }'),
    expected: [
      'site.yaml:76:34  pages./.blocks[0] (hero).buttons[0].form: there is no form "bookin"\n' +
        '    hint: did you mean "booking"? Forms: "booking".',
    ],
  },
  {
    name: 'a picture that is not in public/',
    text: () => edit('src: /images/sofa.svg', 'src: /images/sofa.jpg'),
    expected: [
      'site.yaml:74:23  pages./.blocks[0] (hero).image.src: the file "/images/sofa.jpg" is not in public/\n' +
        '    hint: did you mean "/images/sofa.svg"? Add it as public/images/sofa.jpg, or fix the name.',
    ],
  },
  {
    name: 'a value outside a fixed list',
    text: () => edit('        kind: select', '        kind: dropdown'),
    expected: [
      'site.yaml:48:15  forms.booking.fields[0].kind: expected one of "text", "email", "tel", "textarea", "select", ' +
        '"date", found "dropdown"',
      'site.yaml:49:9  forms.booking.fields[0].options: only a select field has options\n' +
        '    hint: Set kind: select, or remove the options.',
    ],
  },
  {
    name: 'a menu item with neither a link nor items',
    text: () => edit('    items:\n      - { label: Sofas, link: /sofacleaning }\n', ''),
    expected: [
      'site.yaml:22:5  navigation[1]: a menu item needs exactly one of link, items or menu\n' +
        '    hint: Give it link: /some-page, items: with a list of links for a drop-down, or menu: services.',
    ],
  },
  {
    name: 'a phone tab with neither a link nor a menu',
    text: () => edit('    - { label: Home, icon: home, link: / }', '    - { label: Home, icon: home }'),
    expected: [
      'site.yaml:28:7  mobileNavigation.tabs[0]: a tab needs exactly one of link or menu\n' +
        '    hint: Give it link: /some-page, or menu: services.',
    ],
  },
  {
    name: 'a social feed for a network the business has no profile on',
    text: () => `${minimal}      - { type: social-embeds, heading: Follow us, networks: [instagram] }\n`,
    expected: [
      'site.yaml:91:63  pages./sofacleaning.blocks[1] (social-embeds).networks[0]: there is no instagram profile under ' +
        'business.social\n' +
        '    hint: Add instagram: https://… under business.social, or remove instagram from this list.',
    ],
  },
  {
    name: 'contact details asking for a phone label that does not exist',
    text: () => `${minimal}      - { type: contact-details, phones: [Ofice] }\n`,
    expected: [
      'site.yaml:91:43  pages./sofacleaning.blocks[1] (contact-details).phones[0]: no phone under business.phones has ' +
        'the label "Ofice"\n' +
        '    hint: did you mean "Office"? Labels: "Office".',
    ],
  },
  {
    name: 'a form button that opens its form with a value the form does not offer',
    text: () => edit('{ label: Book, form: booking }', '{ label: Book, form: booking, prefill: { service: sofas } }'),
    expected: [
      'site.yaml:76:63  pages./.blocks[0] (hero).buttons[0].prefill.service: "sofas" is not one of the options of ' +
        'this field\n' +
        '    hint: did you mean "sofa"? Options: "sofa", "carpet".',
    ],
  },
  {
    name: 'a single value where a list belongs',
    text: () => edit('  areaServed: [Nairobi]', '  areaServed: Nairobi'),
    expected: [
      'site.yaml:14:15  business.areaServed: expected a list, found "Nairobi"\n' +
        '    hint: Start each item of a list on its own line with "- ".',
    ],
  },
  {
    name: 'a duplicate key',
    text: () => edit('  locale: en-KE\n', '  locale: en-KE\n  locale: en-GB\n'),
    expected: [
      'site.yaml:5:3  "locale" is written twice in the same place\n' +
        '    hint: Keep one of them: YAML would silently drop the other.',
    ],
  },
  {
    name: 'a tab used for indentation',
    text: () => edit('    title: Home\n', '\ttitle: Home\n'),
    expected: [
      'site.yaml:69:1  a tab is used for indentation\n' +
        '    hint: Indent with spaces only (two per level). Most editors can turn tabs into spaces.',
    ],
  },
  {
    name: 'a YAML syntax error',
    text: () => edit('    title: Home\n', '    title: Home: the best\n'),
    expected: [
      'site.yaml:69:12  the file cannot be read as YAML: nested mappings are not allowed in compact mappings\n' +
        '    hint: Check the indentation and the colons on this line and the one above it.',
    ],
  },
]

describe('each mistake is reported at its line and column, with what was expected and a hint', () => {
  it.each(mistakes)('$name', ({ text, expected }) => {
    expect(errorsOf(text())).toEqual(expected)
  })
})

describe('reporting', () => {
  it('reports every error at once, sorted by line', () => {
    let text = edit('      opens: "08:00"', '      opens: 8am')
    text = edit('        heading: Clean homes', '        headng: Clean homes', text)
    text = edit('    to: /sofacleaning', '    to: /sofa-cleaning', text)
    const lines = check(text).errors.map((problem) => problem.line)
    expect(lines).toEqual([17, 41, 73])
  })

  it('keeps placeholder contact values apart, as warnings', () => {
    const text = edit('  email: info@cleaners.test', '  email: info@example.com')
    const result = check(text)
    expect(result.errors).toEqual([])
    expect(result.warnings.map(formatProblem)).toEqual([
      'site.yaml:9:10  business.email: "info@example.com" is still a placeholder\n' +
        '    hint: Replace it with the real value before the site goes live.',
    ])
  })
})
