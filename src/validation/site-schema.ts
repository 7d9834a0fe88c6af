import { Type, type Static } from '@sinclair/typebox'
import type { Block } from '../blocks/types.ts'
import { composeBlockSchema } from './block-schema.ts'
import { formSchema } from '../forms/schema.ts'
import {
  Choice,
  Image,
  Link,
  LongText,
  Path,
  PhoneNumber,
  PublicFile,
  Text,
  Time,
  WebAddress,
} from '../schema/fields.ts'

const phoneSchema = Type.Object(
  {
    label: Text('Who or what the number is for, for example "Office" or "Bookings".'),
    number: PhoneNumber('The number with its country code, for example "+254 700 000 000".'),
  },
  { additionalProperties: false },
)

const openingHoursSchema = Type.Object(
  {
    days: Text('The days these hours apply to, for example "Monday to Saturday".'),
    opens: Time('Opening time, 24-hour, in quotes: "08:00".'),
    closes: Time('Closing time, 24-hour, in quotes: "18:00".'),
  },
  { additionalProperties: false },
)

const socialSchema = Type.Object(
  {
    facebook: Type.Optional(WebAddress('Facebook page address.')),
    instagram: Type.Optional(WebAddress('Instagram profile address.')),
    tiktok: Type.Optional(WebAddress('TikTok profile address.')),
    x: Type.Optional(WebAddress('X (Twitter) profile address.')),
    youtube: Type.Optional(WebAddress('YouTube channel address.')),
  },
  { additionalProperties: false, description: 'Social media profiles. Leave out the ones you do not have.' },
)

const businessSchema = Type.Object(
  {
    name: Text('The business name as visitors should see it.'),
    url: WebAddress('The address of the live website, for example "https://www.example.com".'),
    locale: Type.String({
      description: 'Language and country of the site, for example "en-KE".',
      pattern: '^[a-z]{2}-[A-Z]{2}$',
      expected: 'a language and country code like "en-KE"',
    }),
    tagline: Type.Optional(Text('A short line about what the business does.')),
    phones: Type.Array(phoneSchema, { minItems: 1, description: 'Phone numbers visitors can call.' }),
    whatsapp: PhoneNumber('The WhatsApp number with its country code. The chat and WhatsApp links use it.'),
    email: Type.String({
      description: 'The email address visitors write to.',
      format: 'email',
      expected: 'an email address like "info@example.com"',
    }),
    address: Type.Object(
      {
        street: Text('Street or estate, for example "Toll Estate, First Street".'),
        town: Text('Town, for example "Ruiru".'),
        country: Text('Country, for example "Kenya".'),
      },
      { additionalProperties: false, description: 'Where the office is.' },
    ),
    areaServed: Type.Array(Text('A town or area.'), {
      minItems: 1,
      description: 'Towns and areas the business serves, for example Nairobi and Ruiru.',
    }),
    openingHours: Type.Array(openingHoursSchema, { minItems: 1, description: 'When the business is open.' }),
    social: Type.Optional(socialSchema),
  },
  {
    additionalProperties: false,
    description: 'Facts about the business, written once here and shown wherever the site needs them.',
  },
)

const linkItem = (description?: string) =>
  Type.Object(
    {
      label: Text('The words visitors see.'),
      link: Link('Where it goes: a page such as /about, or a full address.'),
    },
    { additionalProperties: false, ...(description ? { description } : {}) },
  )

const linkItemSchema = linkItem()

const navigationItemSchema = Type.Object(
  {
    label: Text('The words in the menu, for example "About Us".'),
    link: Type.Optional(Link('Where the menu item goes.')),
    items: Type.Optional(
      Type.Array(linkItemSchema, { minItems: 1, description: 'A drop-down list of links under this item.' }),
    ),
    menu: Type.Optional(
      Choice(['services'], 'A drop-down of a list kept elsewhere: services (the list under "services:").'),
    ),
  },
  { additionalProperties: false, description: 'A menu item: give it one of link, items or menu.' },
)

const menuIcons = ['home', 'about', 'services', 'blog', 'contact', 'gallery', 'phone'] as const

const mobileNavigationSchema = Type.Object(
  {
    button: linkItem('The button in the top bar on phones, for example "Book a Session".'),
    tabs: Type.Array(
      Type.Object(
        {
          label: Text('The word under the icon, for example "Home".'),
          icon: Choice(menuIcons, `The icon: ${menuIcons.join(', ')}.`),
          link: Type.Optional(Link('Where the tab goes.')),
          menu: Type.Optional(Choice(['services'], 'A sheet the tab opens instead: services.')),
        },
        { additionalProperties: false, description: 'One tab: give it a link or a menu.' },
      ),
      { minItems: 2, maxItems: 5, description: 'The tab bar at the bottom of the screen on phones, left to right.' },
    ),
  },
  { additionalProperties: false, description: 'The menus on phones (768 px wide or less).' },
)

const serviceSchema = Type.Object(
  {
    name: Text('The service as visitors know it, for example "Carpet Cleaning".'),
    link: Link('The page about the service, for example /carpetcleaning.'),
    summary: Text('One sentence about the service, shown on its card.'),
    image: Type.Optional(Image('The picture on the service card.')),
  },
  { additionalProperties: false, description: 'One service.' },
)

const faqSchema = Type.Object(
  {
    heading: Text('The heading above the questions, for example "Frequently Asked Questions".'),
    items: Type.Array(
      Type.Object(
        {
          question: Text('The question as a customer would ask it.'),
          answer: LongText('The answer. Leave a blank line between paragraphs.'),
        },
        { additionalProperties: false, description: 'One question and its answer.' },
      ),
      { minItems: 1, description: 'The questions, in order.' },
    ),
  },
  { additionalProperties: false, description: 'Questions and answers shown in the footer of every page.' },
)

const valuesSchema = Type.Object(
  {
    heading: Text('The heading, for example "Our Core Values".'),
    intro: Type.Optional(Text('A sentence under the heading.')),
    items: Type.Array(
      Type.Object(
        {
          title: Text('The value, for example "Integrity and Transparency".'),
          text: Text('What it means in practice.'),
        },
        { additionalProperties: false, description: 'One value.' },
      ),
      { minItems: 1, description: 'The values, in order.' },
    ),
  },
  { additionalProperties: false, description: 'The company values, shown wherever a page has a "values" block.' },
)

const footerSchema = Type.Object(
  {
    quickLinks: Type.Array(linkItemSchema, { description: 'The "Quick Links" column.' }),
    copyrightYear: Type.Integer({
      minimum: 2000,
      maximum: 2100,
      description: 'The year shown in the copyright line.',
      expected: 'a year like 2024',
    }),
    credit: Type.Optional(linkItem('The developer credit at the very bottom.')),
  },
  { additionalProperties: false, description: 'The footer at the bottom of every page.' },
)

export const pageSchema = Type.Object(
  {
    title: Text('The page title shown in the browser tab and in search results.'),
    description: Text('One or two sentences for search results and link previews.', { maxLength: 300 }),
    blocks: Type.Array(Type.Unsafe<Block>(composeBlockSchema()), {
      minItems: 1,
      description: 'The sections of the page, top to bottom.',
    }),
  },
  { additionalProperties: false },
)

const redirectSchema = Type.Object(
  {
    from: Path('The old address that should send visitors on, for example "/services/general-cleaning".'),
    to: Link('Where visitors are sent: a page of this site or a full address.'),
    message: Type.Optional(Text('What visitors read for the moment before they are sent on.')),
  },
  { additionalProperties: false },
)

const postImage = (description: string) =>
  Type.Object(
    {
      ...Image('').properties,
      caption: Type.Optional(Text('A line shown under the picture.')),
    },
    { additionalProperties: false, description },
  )

const blogPostSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1, description: 'A number that identifies the post. Never reuse one.' }),
    slug: Type.String({
      description: 'The last part of the post address: /blog/<slug>.',
      pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
      expected: 'lower-case words joined by hyphens, like "remove-sofa-stains"',
    }),
    title: Text('The post title.'),
    author: Text('Who wrote it, as readers should see it.'),
    date: Type.String({
      description: 'Publication date, YYYY-MM-DD.',
      format: 'date',
      expected: 'a date like "2025-04-12"',
    }),
    category: Text('One of the categories listed under blog.categories.'),
    location: Text('Where the advice applies, for example "Nairobi".'),
    featuredImage: postImage('The picture at the top of the post and on its card.'),
    tags: Type.Array(Text('A tag, shown with a # in front.'), { description: 'Short topic words.' }),
    excerpt: Text('One or two sentences shown on the blog index.'),
    metaDescription: Text('The description for search results and link previews.', { maxLength: 300 }),
    content: LongText('The article in Markdown: ## headings, - lists, **bold**, *italics* and [links](/contact).'),
    relatedPosts: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1 }), { description: 'The ids of other posts to suggest at the end.' }),
    ),
    images: Type.Optional(
      Type.Array(postImage('A picture shown after the article.'), { description: 'More pictures.' }),
    ),
    authorBio: Type.Optional(Text('A sentence or two for "About the Author".')),
  },
  { additionalProperties: false },
)

const blogSchema = Type.Object(
  {
    categories: Type.Array(Text('A category name, for example "Carpet Cleaning".'), {
      minItems: 1,
      description: 'The categories a post may belong to.',
    }),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 100, description: 'Posts per index page. Defaults to 9.' }),
    ),
    posts: Type.Array(blogPostSchema, { description: 'The articles, each at /blog/<slug>.' }),
  },
  { additionalProperties: false, description: 'The blog.' },
)

const cssStyle = (description: string) =>
  Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
    description: `${description} CSS properties in camelCase, for example { backgroundColor: "#075e54", bottom: 96 }; numbers are pixels.`,
    propertyNames: Type.String({
      pattern: '^(--[A-Za-z0-9-]+|[a-zA-Z]+)$',
      expected: 'a CSS property in camelCase like "backgroundColor", or a custom property like "--fw-accent"',
    }),
  })

const cssClassNames = (description: string) =>
  Type.String({
    description: `${description} Added to the default class, which stays.`,
    pattern: '^-?[_a-zA-Z][_a-zA-Z0-9-]*( +-?[_a-zA-Z][_a-zA-Z0-9-]*)*$',
    expected: 'class names separated by spaces, like "my-chat my-chat--wide"',
  })

const chatSchema = Type.Object(
  {
    phoneNumber: Type.Optional(
      PhoneNumber('The WhatsApp number the chat sends to, with its country code. Defaults to business.whatsapp.'),
    ),
    accountName: Type.Optional(Text('The name shown at the top of the chat box. Defaults to the business name.')),
    avatar: Type.Optional(PublicFile('A square picture shown next to the name, a file under public/.')),
    statusMessage: Type.Optional(
      Text('The line under the name. Defaults to "Typically replies within 1 hour".', {
        default: 'Typically replies within 1 hour',
      }),
    ),
    chatMessage: Type.Optional(
      Text('The greeting in the chat box. Defaults to "Hello there! 🤝 How can we help?".', {
        default: 'Hello there! 🤝 How can we help?',
      }),
    ),
    placeholder: Type.Optional(
      Text('The hint inside the empty message box. Defaults to "Type a message..".', { default: 'Type a message..' }),
    ),
    messageDelay: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: 30,
        default: 2,
        description:
          'Seconds the typing dots show each time the chat opens, before the greeting. 0 skips them. Defaults to 2.',
      }),
    ),
    allowClickAway: Type.Optional(
      Type.Boolean({
        default: false,
        description: 'Close the chat when the visitor clicks outside it. Defaults to false.',
      }),
    ),
    allowEsc: Type.Optional(
      Type.Boolean({
        default: false,
        description:
          'Close the chat with Escape anywhere on the page (inside the chat it always works). Defaults to false.',
      }),
    ),
    notification: Type.Optional(
      Type.Boolean({
        default: true,
        description:
          'Show a "1" badge on the button after a while, until the visitor first opens the chat. Defaults to true.',
      }),
    ),
    notificationDelay: Type.Optional(
      Type.Number({
        minimum: 10,
        default: 60,
        description: 'Seconds before the badge shows, and between repeats. At least 10. Defaults to 60.',
        expected: 'a number of seconds of at least 10',
      }),
    ),
    notificationLoop: Type.Optional(
      Type.Integer({
        minimum: 0,
        default: 0,
        description: 'How many times the badge comes back; 0 means without limit. Defaults to 0.',
      }),
    ),
    notificationSound: Type.Optional(
      Type.Boolean({
        default: false,
        description: 'Play a sound with each badge, once the visitor has touched the page. Defaults to false.',
      }),
    ),
    notificationSoundSrc: Type.Optional(
      PublicFile('The sound file under public/. Defaults to /sounds/notification.wav.'),
    ),
    chatboxHeight: Type.Optional(
      Type.Integer({
        minimum: 200,
        maximum: 800,
        default: 320,
        description: 'Height of the chat box in pixels; never taller than the screen. Defaults to 320.',
      }),
    ),
    darkMode: Type.Optional(
      Type.Boolean({ default: false, description: 'Dark colours for the chat. Defaults to false.' }),
    ),
    style: Type.Optional(cssStyle('Extra styles for the whole chat widget.')),
    className: Type.Optional(cssClassNames('Extra class names for the whole chat widget (class floating-whatsapp).')),
    buttonStyle: Type.Optional(cssStyle('Extra styles for the round chat button.')),
    buttonClassName: Type.Optional(
      cssClassNames('Extra class names for the chat button (class floating-whatsapp-button).'),
    ),
    notificationStyle: Type.Optional(cssStyle('Extra styles for the "1" badge.')),
    notificationClassName: Type.Optional(
      cssClassNames('Extra class names for the badge (class floating-whatsapp-notification).'),
    ),
    chatboxStyle: Type.Optional(cssStyle('Extra styles for the chat box.')),
    chatboxClassName: Type.Optional(
      cssClassNames('Extra class names for the chat box (class floating-whatsapp-chatbox).'),
    ),
  },
  { additionalProperties: false, description: 'The floating WhatsApp chat button on every page.' },
)

export const siteSchema = Type.Object(
  {
    business: businessSchema,
    navigation: Type.Array(navigationItemSchema, { minItems: 1, description: 'The main menu, left to right.' }),
    headerButton: Type.Optional(
      linkItem('The button at the right of the header, for example "Book a Cleaning Session".'),
    ),
    mobileNavigation: mobileNavigationSchema,
    services: Type.Array(serviceSchema, {
      minItems: 1,
      description: 'The services, written once: menus, the footer and service cards all list them.',
    }),
    faq: Type.Optional(faqSchema),
    values: Type.Optional(valuesSchema),
    footer: footerSchema,
    pages: Type.Record(Type.String(), pageSchema, {
      description: 'Every page of the site, by its address. Each address starts with a slash.',
      propertyNames: Path('The address of the page, for example "/about".'),
    }),
    notFound: Type.Object(
      {
        title: Text('The heading of the page shown for an address that does not exist.'),
        text: LongText('What to tell the visitor there.'),
      },
      { additionalProperties: false, description: 'The page shown for an address that does not exist.' },
    ),
    redirects: Type.Optional(Type.Array(redirectSchema, { description: 'Old addresses that send visitors on.' })),
    forms: Type.Record(Type.String({ pattern: '^[a-z][a-z0-9-]*$' }), formSchema, {
      description: 'The forms of the site, by id. Buttons open them with form: <id>.',
    }),
    chat: Type.Optional(chatSchema),
    blog: Type.Optional(blogSchema),
  },
  { additionalProperties: false, $id: 'site' },
)

export type Site = Static<typeof siteSchema>
export type Page = Static<typeof pageSchema>
export type Redirect = Static<typeof redirectSchema>
export type BlogPost = Static<typeof blogPostSchema>
export type Blog = Static<typeof blogSchema>
export type Business = Static<typeof businessSchema>
export type NavigationItem = Static<typeof navigationItemSchema>
export type Footer = Static<typeof footerSchema>
export type LinkItem = Static<typeof linkItemSchema>
export type MobileNavigation = Static<typeof mobileNavigationSchema>
export type Service = Static<typeof serviceSchema>
export type Faq = Static<typeof faqSchema>
export type Values = Static<typeof valuesSchema>
