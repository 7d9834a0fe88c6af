import type { ColorProperty, ColorRole } from './palette.ts'

/** WCAG AA: ordinary text needs 4.5:1; large text, controls and the focus ring 3:1. */
export const textContrast = 4.5
export const controlContrast = 3

/** A colour the stylesheets draw on another, and which roles of the theme it comes from. */
export interface DrawnPair {
  /** What is drawn, in words an owner knows. */
  what: string
  front: ColorProperty | 'error'
  back: ColorProperty
  need: number
  /** The roles that make the pair, the one to change first: the first the theme gives is blamed. */
  roles: readonly ColorRole[]
}

/** Every pair of colours the public stylesheets draw together. */
export const drawnPairs: readonly DrawnPair[] = [
  { what: 'text', front: 'text', back: 'background', need: textContrast, roles: ['text', 'background'] },
  { what: 'quieter text', front: 'muted', back: 'background', need: textContrast, roles: ['muted', 'background'] },
  { what: 'text on a soft panel', front: 'text', back: 'soft', need: textContrast, roles: ['text', 'soft'] },
  { what: 'quieter text on a soft panel', front: 'muted', back: 'soft', need: textContrast, roles: ['muted', 'soft'] },
  { what: 'a link', front: 'brand', back: 'background', need: textContrast, roles: ['brand', 'background'] },
  { what: 'a link on a soft panel', front: 'brand-dark', back: 'soft', need: textContrast, roles: ['brand', 'soft'] },
  { what: 'button text', front: 'on-brand', back: 'brand', need: textContrast, roles: ['brand', 'onBrand'] },
  {
    what: 'text on the top strip',
    front: 'on-brand',
    back: 'brand-dark',
    need: textContrast,
    roles: ['brand', 'onBrand'],
  },
  {
    what: 'footer text',
    front: 'on-brand-muted',
    back: 'brand-dark',
    need: textContrast,
    roles: ['brand', 'onBrand'],
  },
  {
    what: 'the keyboard focus ring',
    front: 'accent',
    back: 'background',
    need: controlContrast,
    roles: ['accent', 'background'],
  },
  {
    what: "a form field's border",
    front: 'field-line',
    back: 'background',
    need: controlContrast,
    roles: ['muted', 'background'],
  },
  { what: 'an error message', front: 'error', back: 'background', need: textContrast, roles: ['background'] },
  { what: 'the chat button', front: 'on-brand', back: 'chat-accent', need: textContrast, roles: ['brand', 'onBrand'] },
  {
    what: "the line under the chat's name",
    front: 'chat-header-muted',
    back: 'chat-header',
    need: textContrast,
    roles: ['brand', 'onBrand'],
  },
]

/** The colour of every error, which the theme does not change (src/styles/site.css). */
export const errorColor = '#b42318'
