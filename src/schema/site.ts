import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox'
import type { Block } from '../blocks/types.ts'
import { formSchema } from '../forms/schema.ts'
import { chatSchema } from '../layout/chat/schema.ts'
import { forTheDeveloper, Image, itemsNamed, labelled, Link, LongText, Path, Text } from './fields.ts'
import { blogSchema } from './blog.ts'
import { faqItemSchema } from './faq.ts'
import { composeBlockSchema } from './blocks.ts'
import { businessSchema } from './business.ts'
import { themeSchema } from './theme.ts'
import { LanguageCode, languageSchema, textsSchema, wordsSchema, type Language } from './languages.ts'
import { footerSchema, linkItem, mobileNavigationSchema, navigationItemSchema } from './navigation.ts'

const serviceSchema = Type.Object(
  {
    name: labelled('name', Text('The service as visitors know it, for example "Repairs".')),
    link: forTheDeveloper(labelled('link', Link('The address of the page about the service, for example "/repairs".'))),
    summary: labelled('summary', Text('One sentence about the service, shown on its card.')),
    image: Type.Optional(labelled('picture', Image('The picture on the service card.'))),
  },
  { additionalProperties: false, description: 'One service.' },
)

/** A heading over a list, with any fields between them: the FAQ and the company values. */
const headedList = <T extends TObject, E extends TProperties>(parts: {
  heading: string
  between: E
  item: T
  items: string
  /** What one item is called: "question". */
  noun: string
  /** What the list is called, when "the nouns" alone would not say it: "values of the company". */
  itemsLabel?: string
}) => ({
  heading: labelled('heading', Text(parts.heading)),
  ...parts.between,
  items: Type.Array(parts.item, {
    minItems: 1,
    description: parts.items,
    'x-label': parts.itemsLabel ?? `${parts.noun}s`,
    ...itemsNamed(parts.noun),
  }),
})

const faqSchema = Type.Object(
  headedList({
    heading: 'The heading above the questions, for example "Frequently Asked Questions".',
    between: {},
    item: faqItemSchema,
    items: 'The questions, in order.',
    noun: 'question',
  }),
  {
    additionalProperties: false,
    description: 'Questions and answers shown in the footer of every page.',
    'x-label': 'questions and answers',
  },
)

const companyValuesSchema = Type.Object(
  headedList({
    heading: 'The heading above the values, for example "Our Core Values".',
    between: { intro: Type.Optional(labelled('line under the heading', Text('A sentence under the heading.'))) },
    item: Type.Object(
      {
        title: labelled(
          'value in a few words',
          Text('One thing the business stands for, for example "Integrity and Transparency".'),
        ),
        text: labelled('what it means', Text('What it means in practice.')),
      },
      { additionalProperties: false, description: 'One value.' },
    ),
    items: 'What the business stands for, one value at a time, in the order visitors read them.',
    noun: 'value',
    itemsLabel: 'values of the company',
  }),
  {
    additionalProperties: false,
    description:
      'What the business stands for, such as "Integrity and Transparency": written once here, and listed on every page that has a “Company values” section. In site.yaml a page lists them with a "values" block.',
    'x-label': 'company values',
  },
)

export const pageSchema = Type.Object(
  {
    language: Type.Optional(
      labelled(
        'language',
        LanguageCode(
          'The language the page is written in, one of the codes under "languages:". Leave it out for the main language.',
        ),
      ),
    ),
    translationOf: Type.Optional(
      labelled(
        'translation of',
        Path('The page in the main language that this page translates, for example "/contact".'),
      ),
    ),
    title: labelled('title', Text('The name of the page, shown in the browser tab and as the link to it on Google.')),
    description: Text(
      'One or two sentences about the page, shown under its link on Google and when someone shares the page on WhatsApp or Facebook.',
      { maxLength: 300, 'x-label': 'description for Google and shared links' },
    ),
    blocks: Type.Array(Type.Unsafe<Block>(composeBlockSchema()), {
      minItems: 1,
      description: 'The sections of the page, top to bottom.',
      'x-label': 'sections',
      ...itemsNamed('section'),
    }),
  },
  { additionalProperties: false },
)

const redirectSchema = Type.Object(
  {
    from: labelled(
      'old address',
      Path('The old address that should send visitors on, for example "/services/old-page".'),
    ),
    to: labelled(
      'new address',
      Link('Where someone who follows the old link arrives: a page of this site, or another website.'),
    ),
    message: Type.Optional(labelled('message', Text('What visitors read for the moment before they are sent on.'))),
  },
  { additionalProperties: false },
)

const notFoundSchema = Type.Object(
  {
    title: labelled('heading', Text('The heading of the “Page not found” page, for example "Page not found".')),
    text: labelled('text', LongText('What to tell the visitor there, for example to start again from the home page.')),
  },
  {
    additionalProperties: false,
    description:
      'The page visitors see when they follow a broken or mistyped link to this website, or a page that was removed.',
    'x-label': '“Page not found” page',
  },
)

const formsSchema = Type.Record(Type.String({ pattern: '^[a-z][a-z0-9-]*$' }), formSchema, {
  description: 'The forms visitors fill in: for a quote, a booking, a message.',
  'x-label': 'forms',
  ...itemsNamed('form'),
})

/** The parts of the site that every page shares, whose words a translation gives. */
const sharedParts = {
  business: businessSchema,
  navigation: Type.Array(navigationItemSchema, {
    minItems: 1,
    description: 'The main menu, left to right.',
    'x-label': 'main menu',
    ...itemsNamed('menu entry'),
  }),
  headerButton: labelled(
    'button beside the menu',
    linkItem(
      'The button at the right of the menu on computers, for example "Book a Visit". Phones show the button of “Menus on phones” instead.',
    ),
  ),
  mobileNavigation: mobileNavigationSchema,
  services: Type.Array(serviceSchema, {
    minItems: 1,
    'x-label': 'services',
    ...itemsNamed('service'),
    description: 'The services, written once: menus, the footer and service cards all list them.',
  }),
  faq: faqSchema,
  values: companyValuesSchema,
  footer: footerSchema,
  notFound: notFoundSchema,
  forms: formsSchema,
  chat: labelled('chat', chatSchema),
}

export const siteSchema = Type.Object(
  {
    business: sharedParts.business,
    theme: Type.Optional(labelled('look', themeSchema)),
    words: Type.Optional(wordsSchema),
    languages: Type.Optional(
      Type.Array(languageSchema(textsSchema(sharedParts)), {
        minItems: 1,
        description:
          'Other languages the website is offered in, besides its main language (business.locale). Each has its own pages, which say which page they translate.',
        'x-label': 'other languages',
        ...itemsNamed('language'),
      }),
    ),
    navigation: sharedParts.navigation,
    headerButton: Type.Optional(sharedParts.headerButton),
    mobileNavigation: sharedParts.mobileNavigation,
    services: sharedParts.services,
    faq: Type.Optional(sharedParts.faq),
    values: Type.Optional(sharedParts.values),
    footer: sharedParts.footer,
    pages: Type.Record(Type.String(), pageSchema, {
      description: 'Every page of the website.',
      'x-label': 'pages',
      ...itemsNamed('page'),
      propertyNames: Path('The address of the page, for example "/about".'),
    }),
    notFound: sharedParts.notFound,
    redirects: Type.Optional(
      Type.Array(redirectSchema, {
        description:
          'Addresses of pages that were moved or removed, each with the page it now leads to, so that old links (in Google, in messages, on printed flyers) still work.',
        'x-label': 'old addresses',
        ...itemsNamed('old address', 'from'),
      }),
    ),
    forms: sharedParts.forms,
    chat: Type.Optional(sharedParts.chat),
    blog: Type.Optional(labelled('blog', blogSchema)),
  },
  { additionalProperties: false, $id: 'site' },
)

/** The whole site; `languages` keeps its translations' texts loosely typed, as they follow the parts they translate. */
export type Site = Omit<Static<typeof siteSchema>, 'languages'> & { languages?: Language[] }
export type Page = Static<typeof pageSchema>
export type Redirect = Static<typeof redirectSchema>
export type Service = Static<typeof serviceSchema>
export type Faq = Static<typeof faqSchema>
export type CompanyValues = Static<typeof companyValuesSchema>
