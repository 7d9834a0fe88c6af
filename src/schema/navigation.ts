import { Type, type Static } from '@sinclair/typebox'
import { Choice, Link, Text } from './fields.ts'

export const linkItem = (description?: string) =>
  Type.Object(
    {
      label: Text('The words visitors see.'),
      link: Link('Where it goes: one of the website’s pages, or another website.'),
    },
    { additionalProperties: false, ...(description ? { description } : {}) },
  )

export const linkItemSchema = linkItem()

export const navigationItemSchema = Type.Object(
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

export const mobileNavigationSchema = Type.Object(
  {
    button: linkItem('The button in the top bar on phones, for example "Book a Session".'),
    tabs: Type.Array(
      Type.Object(
        {
          label: Text('The word under the icon, for example "Home".'),
          icon: Choice(menuIcons, 'The small picture above the word.'),
          link: Type.Optional(Link('Where the tab goes.')),
          menu: Type.Optional(Choice(['services'], 'A sheet the tab opens instead: services.')),
        },
        { additionalProperties: false, description: 'One tab: give it a link or a menu.' },
      ),
      { minItems: 2, maxItems: 5, description: 'The tab bar at the bottom of the screen on phones, left to right.' },
    ),
  },
  { additionalProperties: false, description: 'The menus on phones and other narrow screens.' },
)

export const footerSchema = Type.Object(
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

export type LinkItem = Static<typeof linkItemSchema>
export type NavigationItem = Static<typeof navigationItemSchema>
export type MobileNavigation = Static<typeof mobileNavigationSchema>
export type Footer = Static<typeof footerSchema>
