import type { Page } from '@playwright/test'

/**
 * The words the product writes itself in English, as a visitor meets them on a page of the repository's site: the
 * fixed parts of each, without the names filled into them. Names of places, people and the business are the
 * site's own and are not here; nor is "WhatsApp", a name that is the same in every language, nor "English", the
 * name a language switch gives the English page in its own language.
 */
export const englishProductWords = [
  // The page around the content: header, menus, footer, not-found and redirect pages.
  'Skip to content',
  'Main',
  'Phone numbers',
  'Services',
  'Close',
  'Serving',
  'Quick Links',
  'Contact',
  'Social media',
  'All rights reserved',
  'Go to the home page',
  'Redirecting',
  'Taking you there',
  'If nothing happens',
  'follow this link',
  'This page in another language',
  // Contact details, maps, galleries, videos, cards and social feeds.
  'Phone',
  'Phones',
  'on WhatsApp',
  'Email',
  'Opening hours',
  'Address',
  'Show the live map',
  'Map showing',
  'Open in Google Maps',
  'View larger',
  'View picture',
  'Enlarged picture',
  'Play video',
  'Learn More',
  'feed of',
  'Visit us on',
  'Loading Social Media',
  'Something went wrong',
  // The blog's cards and pages.
  'By',
  'Read More',
  'About the Author',
  'Related Articles',
  'Back to Blog',
  'Oops!',
  'Blog post not found',
  'Return to Blog',
  'Featured Articles',
  'No blog posts available',
  // Forms, in the browser and in the receiver's answers.
  'Send',
  'Sending',
  'Thank you',
  'has been sent',
  'could not be sent',
  'could not be reached',
  'Please try again',
  'Please correct the fields marked below.',
  'Choose…',
  'Leave this empty',
  'Yes',
  'No',
  'is required',
  'Please shorten this to',
  'Enter an email address',
  'Enter a phone number',
  'Choose one of the options',
  'Choose a date',
  'Please answer yes or no',
  'Please choose a time',
  'Please enter',
  // The floating chat.
  'Chat with',
  'new message',
  'Close chat',
  'is typing',
  'Message to',
  'Send message',
  'Typically replies',
  'How can we help',
  'Type a message',
]

const months = 'January February March April May June July August September October November December'.split(' ')

/** Times and dates as English writes them: "8am", "03:46 AM", "2 October 2026". */
const englishTimesAndDates = [
  { name: 'an English time', pattern: /\b\d{1,2}(?::\d{2})?\s?[AaPp]\.?[Mm]\b\.?/ },
  { name: 'an English month', pattern: new RegExp(`\\b(?:${months.join('|')})\\b`) },
]

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A phrase as a whole word or words: "Send" is found in "Send message", never in "Sending" or "Sends". */
const asWords = (phrase: string) =>
  new RegExp(`${/^\w/.test(phrase) ? '\\b' : ''}${escaped(phrase)}${/\w$/.test(phrase) ? '\\b' : ''}`)

const lookedFor = [
  ...englishProductWords.map((phrase) => ({ name: `"${phrase}"`, pattern: asWords(phrase) })),
  ...englishTimesAndDates,
]

/**
 * Everything of the page a visitor reads or hears, as it is now: the visible text, the accessibility tree
 * (every accessible name and description), and the labels, titles, placeholders and alternative texts of every
 * element, shown or not.
 */
async function whatThePageSays(page: Page): Promise<{ where: string; text: string }[]> {
  const visible = await page.locator('body').innerText()
  const tree = await page.locator('body').ariaSnapshot()
  const attributes = ['aria-label', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt']
  const labels = await page.evaluate(
    (names) =>
      [...document.querySelectorAll(names.map((name) => `[${name}]`).join(','))].flatMap((element) =>
        names.flatMap((name) => {
          const value = element.getAttribute(name)
          return value ? [{ where: `${name} of <${element.localName}>`, text: value }] : []
        }),
      ),
    attributes,
  )
  return [{ where: 'visible text', text: visible }, { where: 'accessibility tree', text: tree }, ...labels]
}

/** The product's English words on the page as it is now, each with where it was found and the words around it. */
export async function englishProductWordsOn(page: Page): Promise<string[]> {
  const found: string[] = []
  for (const { where, text } of await whatThePageSays(page)) {
    for (const { name, pattern } of lookedFor) {
      const match = pattern.exec(text)
      if (!match) continue
      const around = text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30).replace(/\s+/g, ' ')
      found.push(`${name} in the ${where}: …${around}…`)
    }
  }
  return found
}
