import { Type, type Static } from '@sinclair/typebox'
import { Choice, itemsNamed, labelled, Link, Text } from './fields.ts'

export const linkItem = (description?: string) =>
  Type.Object(
    {
      label: labelled('label', Text('The words visitors see.')),
      link: labelled('link', Link('Where it goes: one of the website’s pages, or another website.')),
    },
    { additionalProperties: false, ...(description ? { description } : {}) },
  )

export const linkItemSchema = linkItem()

export const navigationItemSchema = Type.Object(
  {
    label: labelled('words in the menu', Text('The words in the menu, for example "About Us".')),
    link: Type.Optional(labelled('link', Link('Where the menu item goes.'))),
    items: Type.Optional(
      Type.Array(linkItemSchema, {
        minItems: 1,
        description: 'A drop-down list of links under this item.',
        'x-label': 'drop-down links',
        ...itemsNamed('link'),
      }),
    ),
    menu: Type.Optional(
      labelled(
        'drop-down',
        Choice(['services'], 'A drop-down of a list kept elsewhere: services (the list under "services:").'),
      ),
    ),
  },
  { additionalProperties: false, description: 'A menu item: give it one of link, items or menu.' },
)

const menuIcons = ['home', 'about', 'services', 'blog', 'contact', 'gallery', 'phone'] as const

export const mobileNavigationSchema = Type.Object(
  {
    button: labelled('button', linkItem('The button in the top bar on phones, for example "Book a Session".')),
    tabs: Type.Array(
      Type.Object(
        {
          label: labelled('word under the icon', Text('The word under the icon, for example "Home".')),
          icon: labelled('icon', Choice(menuIcons, 'The small picture above the word.')),
          link: Type.Optional(labelled('link', Link('Where the tab goes.'))),
          menu: Type.Optional(labelled('menu', Choice(['services'], 'A sheet the tab opens instead: services.'))),
        },
        { additionalProperties: false, description: 'One tab: give it a link or a menu.' },
      ),
      {
        minItems: 2,
        maxItems: 5,
        description: 'The tab bar at the bottom of the screen on phones, left to right.',
        'x-label': 'tabs',
        ...itemsNamed('tab'),
      },
    ),
  },
  {
    additionalProperties: false,
    description: 'The menus on phones and other narrow screens.',
    'x-label': 'menus on phones',
  },
)

export const footerSchema = Type.Object(
  {
    quickLinks: Type.Array(linkItemSchema, {
      description: 'The "Quick Links" column.',
      'x-label': 'quick links',
      ...itemsNamed('link'),
    }),
    copyrightYear: Type.Integer({
      'x-label': 'copyright year',
      minimum: 2000,
      maximum: 2100,
      description: 'The year shown in the copyright line.',
      expected: 'a year like 2024',
    }),
    credit: Type.Optional(labelled('credit line', linkItem('The developer credit at the very bottom.'))),
  },
  { additionalProperties: false, description: 'The footer at the bottom of every page.', 'x-label': 'footer' },
)

export type LinkItem = Static<typeof linkItemSchema>
export type NavigationItem = Static<typeof navigationItemSchema>
export type MobileNavigation = Static<typeof mobileNavigationSchema>
export type Footer = Static<typeof footerSchema>
