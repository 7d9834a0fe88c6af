// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { BlogCard, BlogListing, PostPage } from '../model/blog-data.ts'
import { routeHead, type RouteData, type ShellData } from '../model/site-data.ts'
import type { Page } from '../schema/site.ts'
import { testShell } from '../testing/test-shell.ts'
import { blockWords } from '../words/areas/blocks.ts'
import { blogWords } from '../words/areas/blog.ts'
import { pageWords } from '../words/areas/page.ts'
import { wordsFor } from '../words/words.ts'
import { renderRoute } from './entry-server.tsx'

/** A small site written in Swahili, so that any English on its pages is the product's own. */
const swahiliShell: ShellData = {
  ...testShell,
  business: {
    ...testShell.business,
    locale: 'sw-KE',
    tagline: 'Usafi wa nyumba na ofisi',
    phones: [
      { label: 'Ofisi', number: '+254 712 345 678' },
      { label: 'Kuweka nafasi', number: '+254 722 000 111' },
    ],
    openingHours: [{ days: 'Jumatatu hadi Jumamosi', opens: '08:00', closes: '18:00' }],
  },
  navigation: [
    { label: 'Nyumbani', link: '/sw' },
    { label: 'Huduma Zetu', menu: 'services' },
  ],
  mobileNavigation: {
    button: { label: 'Weka Nafasi', link: '/sw/wasiliana' },
    tabs: [
      { label: 'Nyumbani', icon: 'home', link: '/sw' },
      { label: 'Huduma', icon: 'services', menu: 'services' },
    ],
  },
  services: [
    { name: 'Usafishaji wa Zulia', link: '/sw/zulia', summary: 'Hukauka ndani ya saa 24.' },
    { name: 'Usafishaji wa Sofa', link: '/sw/sofa', summary: 'Kitambaa chochote, nyumbani kwako.' },
  ],
  faq: { heading: 'Maswali', items: [{ question: 'Mnaleta vifaa?', answer: 'Ndiyo, tunaleta kila kitu.' }] },
  values: undefined,
  footer: { quickLinks: [{ label: 'Nyumbani', link: '/sw' }], copyrightYear: 2024 },
  notFound: { title: 'Ukurasa haupo', text: 'Hakuna kitu hapa.' },
  forms: {},
  words: wordsFor('sw-KE'),
}

const picture = { src: '/images/contact.svg', alt: 'Ramani ya eneo letu' }

const swahiliPage: Page = {
  title: 'Wasiliana Nasi',
  description: 'Tupigie simu au utembelee ofisi yetu.',
  blocks: [
    { type: 'contact-details', heading: 'Wasiliana Nasi' },
    { type: 'map', heading: 'Ofisi Yetu', picture },
    {
      type: 'gallery',
      images: [
        { ...picture, caption: 'Kabla na baada' },
        { ...picture, alt: '' },
      ],
    },
    { type: 'video', title: 'Siku moja kazini', youtubeId: 'dQw4w9WgXcQ', poster: picture },
    { type: 'counters', items: [{ label: 'Wateja', value: 1200 }] },
    { type: 'service-cards', heading: 'Huduma' },
    { type: 'card-grid', cards: [{ title: 'Ushauri', text: 'Uliza chochote.', link: '/sw/wasiliana' }] },
    { type: 'social-embeds', heading: 'Tufuate', networks: ['instagram', 'facebook'] },
  ],
}

const card = (id: number, date: string): BlogCard => ({
  id,
  slug: `makala-${id}`,
  path: `/sw/blog/makala-${id}`,
  title: `Makala ya ${id}`,
  date,
  author: 'Timu yetu',
  category: 'Usafi',
  location: 'Nairobi',
  excerpt: 'Vumbi na madoa.',
  image: picture,
})

// The build gives a blog-posts block its listing (src/blocks/blog-posts/routes.ts); site.yaml never writes one.
const listed = (listing: BlogListing, heading?: string) => ({ type: 'blog-posts' as const, heading, listing })

const listingPage: Page = {
  title: 'Blogu',
  description: 'Makala zetu.',
  blocks: [
    listed({
      cards: [card(1, '2026-10-02')],
      page: 2,
      pageCount: 3,
      basePath: '/blog',
      indexPath: '/blog',
      categories: [{ name: 'Usafi', path: '/blog/category/usafi' }],
    }),
    listed({ cards: [], page: 1, pageCount: 1, basePath: '/b', indexPath: '/b' }, 'Hakuna'),
  ],
}

const post: PostPage = {
  ...card(2, '2026-10-02'),
  tags: ['sofa'],
  metaDescription: 'Madoa ya sofa.',
  html: '<p>Angalia chini ya mito.</p>',
  authorBio: 'Timu yetu husafisha sofa kila wiki.',
  related: [card(3, '2026-09-14')],
  blogPath: '/sw/blog',
}

const heading = { text: 'Wasiliana Nasi', isDrawnByBlock: false }
const routes: [string, RouteData | null][] = [
  ['/sw/wasiliana', { kind: 'page', path: '/sw/wasiliana', page: swahiliPage, heading }],
  ['/blog/page/2', { kind: 'page', path: '/blog/page/2', page: listingPage, heading: { ...heading, text: 'Blogu' } }],
  ['/blog/makala-2', { kind: 'post', path: '/blog/makala-2', post }],
  ['/sw/zamani', { kind: 'redirect', path: '/sw/zamani', redirect: { from: '/sw/zamani', to: '/sw' } }],
  ['/sw/haipo', null],
  ['/blog/haipo', null],
]

/** A page as the prerender writes it, with the dialogs it carries. */
async function prerendered(shell: ShellData, path: string, data: RouteData | null): Promise<HTMLElement> {
  const page = document.createElement('div')
  page.innerHTML = await renderRoute(path, data, shell)
  return page
}

/** What a visitor can read or hear on a page: its text and its names, inert templates included. */
function readable(root: Element | DocumentFragment): string[] {
  const named = ['aria-label', 'title', 'alt', 'data-frame-title', 'data-failed-text']
  const elements = [...root.querySelectorAll('*')]
  return [
    // Each piece of text on its own as well, so that words of neighbouring elements do not run together.
    ...elements.flatMap((element) =>
      [...element.childNodes].map((node) => (node.nodeType === 3 ? (node.textContent ?? '') : '')),
    ),
    ...elements.map((element) => element.textContent ?? ''),
    ...elements.flatMap((element) => named.map((name) => element.getAttribute(name) ?? '')),
    ...[...root.querySelectorAll('template')].flatMap((template) => readable(template.content)),
  ].filter(Boolean)
}

/** The English the issue lists, and every English word of the product's own tables that Swahili writes otherwise. */
const englishWords = [
  ...[
    'Skip to content',
    'Quick Links',
    'All rights reserved',
    'Phones',
    'on WhatsApp',
    'Opening hours',
    'Address',
    '8am',
    '6pm',
    'Show the live map',
    'Open in Google Maps',
    'By',
    'Read More',
    'About the Author',
    'Related Articles',
    '← Back to Blog',
    '2 October 2026',
    'October',
    'September',
    'Oops!',
    'Blog post not found.',
    'Return to Blog',
    'Go to the home page',
    'If nothing happens',
    'follow this link',
    'Close',
    'Play',
    'Menu',
  ],
  ...[pageWords, blogWords, blockWords].flatMap((area) =>
    Object.entries(area.en).flatMap(([key, english]) =>
      english === area.sw[key as keyof typeof area.sw] ? [] : english.split(/\{\w+\}/),
    ),
  ),
]
  .map((words) => words.replace(/^[\s,.:·]+|[\s,.:·]+$/g, ''))
  .filter((words) => /\p{L}/u.test(words))

const escaped = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** The English words found in `texts`, each as a whole word. */
const englishIn = (texts: string[]) =>
  [...new Set(englishWords)].filter((words) =>
    texts.some((text) => new RegExp(`(^|[^\\p{L}])${escaped(words)}($|[^\\p{L}])`, 'u').test(text)),
  )

describe('a page in Swahili', () => {
  it.each(routes)('writes none of the product’s English words at %s', async (path, data) => {
    expect(englishIn(readable(await prerendered(swahiliShell, path, data)))).toEqual([])
  })

  it('writes the product’s words, dates and times in Swahili', async () => {
    const pages = await Promise.all(routes.map(([path, data]) => prerendered(swahiliShell, path, data)))
    const texts = pages.flatMap(readable).join('\n')
    for (const words of [
      'Ruka hadi maudhui',
      'Viungo vya Haraka',
      '© 2024 Test Cleaners. Haki zote zimehifadhiwa.',
      'Jumatatu hadi Jumamosi: 8:00 asubuhi hadi 6:00 jioni',
      'Saa za kazi',
      'Anwani',
      'Simu',
      'Onyesha ramani ya moja kwa moja',
      'Soma Zaidi',
      'Makala Zinazohusiana',
      '← Rudi kwenye Blogu',
      '2 Oktoba 2026',
      '14 Septemba 2026',
      'Imeandikwa na Timu yetu · Nairobi',
      'Ikiwa hakuna kinachotokea, fuata kiungo hiki.',
      'Nenda kwenye ukurasa wa mwanzo',
      'Makala hii haikupatikana.',
      'Funga',
      'Makala Maalum',
      'Hakuna makala kwa sasa.',
    ])
      expect(texts).toContain(words)
  })

  it('names a redirect in Swahili in the page’s head', () => {
    const redirect = routes[3]![1]!
    expect(routeHead(redirect, swahiliShell.business, swahiliShell.words)).toEqual({
      title: 'Tunakuelekeza | Test Cleaners',
      description: 'Tunakuelekeza kwenye /sw',
    })
  })

  it('finds the English words when a page is drawn with the English ones', async () => {
    const english = {
      ...swahiliShell,
      business: { ...swahiliShell.business, locale: 'en-KE' },
      words: wordsFor('en-KE'),
    }
    expect(englishIn(readable(await prerendered(english, '/blog/makala-2', routes[2]![1])))).toEqual(
      expect.arrayContaining(['Skip to content', 'By', 'Read More', '2 October 2026', 'Related Articles']),
    )
  })
})
