import { Type, type Static } from '@sinclair/typebox'
import { hexColorPattern } from '../theme/color.ts'
import { systemFontNames } from '../theme/font-stacks.ts'
import { usualColors } from '../theme/usual-colors.ts'
import { Choice, itemsNamed, labelFields, Text } from './fields.ts'

/** A colour as "#" and six hexadecimal digits, written in quotes like `example`. */
const ColorText = (description: string, example: string) =>
  Type.String({
    description,
    pattern: hexColorPattern,
    expected: `a colour written as "#" and six digits or letters a to f, like "${example}"`,
    hint: `Write it in quotes, like {key}: "${example}": without quotes, "#" starts a note that the website ignores.`,
  })

/** A colour of a role, whose usual value is the product's own. */
const Color = (description: string, role: keyof typeof usualColors) =>
  ColorText(`${description} Defaults to "${usualColors[role]}".`, usualColors[role])

/** A shade the website makes from the colours, unless the theme pins it. */
const Shade = (description: string) =>
  Type.Optional(ColorText(`${description} Made from the colours above unless you choose it here.`, '#dde3ea'))

const colorsSchema = labelFields(
  Type.Object(
    {
      brand: Type.Optional(
        Color('The main colour of the business: buttons, links, the top strip and the footer.', 'brand'),
      ),
      onBrand: Type.Optional(Color('The colour of words written on the main colour, usually white.', 'onBrand')),
      accent: Type.Optional(
        Color('The colour of the ring that shows where the keyboard is, and of small highlights.', 'accent'),
      ),
      text: Type.Optional(Color('The colour of ordinary words.', 'text')),
      muted: Type.Optional(Color('The colour of quieter words: dates, captions, small print.', 'muted')),
      background: Type.Optional(Color('The colour of the page behind the words.', 'background')),
      soft: Type.Optional(Color('The colour of the gentle panels that set a section apart.', 'soft')),
    },
    {
      additionalProperties: false,
      description:
        'The colours of the website, each by what it is used for. Leave one out to keep the usual colour. The check refuses words that would be hard to read on their background.',
    },
  ),
  {
    brand: 'main colour',
    onBrand: 'words on the main colour',
    accent: 'highlight colour',
    text: 'words',
    muted: 'quieter words',
    background: 'background',
    soft: 'gentle panels',
  },
)

const shadesSchema = labelFields(
  Type.Object(
    {
      onBrandMuted: Shade('The colour of quieter words on the main colour, as in the footer.'),
      pictureBackground: Shade('The colour shown where a picture is still loading.'),
      line: Shade('The colour of thin lines between rows and sections.'),
      fieldBorder: Shade('The colour of the border around a form field.'),
      chatButton: Shade('The colour of the chat button.'),
      chatHeader: Shade('The colour of the top of the chat window.'),
      chatHeaderText: Shade('The colour of the words at the top of the chat window.'),
      chatDarkAccent: Shade('The colour of the chat button and links in the dark chat window.'),
    },
    {
      additionalProperties: false,
      description:
        'Finer shades, each made from the colours unless you choose it here. The check refuses words that would be hard to read on them.',
    },
  ),
  {
    onBrandMuted: 'quieter words on the main colour',
    pictureBackground: 'behind a loading picture',
    line: 'thin lines',
    fieldBorder: 'border of a form field',
    chatButton: 'chat button',
    chatHeader: 'top of the chat window',
    chatHeaderText: 'words at the top of the chat window',
    chatDarkAccent: 'accent of the dark chat window',
  },
)

/** A font file of the site itself: a path with no characters that CSS would read as the end of the address. */
export const fontFilePattern = '^/[A-Za-z0-9_-][A-Za-z0-9._/-]*\\.(woff2|woff)$'

const fontFileSchema = labelFields(
  Type.Object(
    {
      family: Text('The name of the font, as you will use it under body or headings, for example "Lora".', {
        pattern: '^[A-Za-z0-9][A-Za-z0-9 -]*$',
        maxLength: 60,
        expected: 'a font name of letters, digits, spaces and hyphens, like "Lora"',
      }),
      file: Type.String({
        description: 'The font file on this website, in the woff2 or woff format, for example "/fonts/lora.woff2".',
        pattern: fontFilePattern,
        expected:
          'a font file of this website in the woff2 or woff format, written as its address like "/fonts/lora.woff2", with letters, digits, hyphens and dots only',
        hint: 'Fonts come from the website itself, never from another font service: download the font file, put it in public/fonts/ and write its path starting with a slash.',
      }),
      weight: Type.Optional(
        Type.Integer({
          minimum: 100,
          maximum: 900,
          description:
            'How bold this file is, from 100 (thin) to 900 (black); 400 is normal and 700 bold. Defaults to 400.',
        }),
      ),
      italic: Type.Optional(
        Type.Boolean({ description: 'Whether this file is the slanted (italic) style. Off unless changed here.' }),
      ),
    },
    { additionalProperties: false, description: 'One font file. Give a family one file for each weight it uses.' },
  ),
  { family: 'font name', file: 'font file', weight: 'boldness', italic: 'italic' },
)

const fontChoice = (description: string) =>
  Text(
    `${description} One of ${systemFontNames.map((name) => `"${name}"`).join(', ')} (fonts already on every phone and computer), or the family of a font file under "files".`,
  )

const fontsSchema = labelFields(
  Type.Object(
    {
      body: Type.Optional(fontChoice('The font of ordinary words. Defaults to "system-sans".')),
      headings: Type.Optional(fontChoice('The font of headings. Defaults to the font of ordinary words.')),
      files: Type.Optional(
        Type.Array(fontFileSchema, {
          minItems: 1,
          maxItems: 8,
          description: 'Font files kept on this website, for fonts that are not already on every device.',
          ...itemsNamed('font file', 'family'),
        }),
      ),
      fallback: Type.Optional(
        Choice(
          systemFontNames,
          'The system font shown while a font file loads, or if it cannot. Defaults to "system-sans".',
        ),
      ),
    },
    { additionalProperties: false, description: 'The fonts of the website.' },
  ),
  { body: 'font of ordinary words', headings: 'font of headings', files: 'font files', fallback: 'font while loading' },
)

/** `theme:` in site.yaml: the look of the website. Without it the website keeps its usual look. */
export const themeSchema = labelFields(
  Type.Object(
    {
      colors: Type.Optional(colorsSchema),
      shades: Type.Optional(shadesSchema),
      fonts: Type.Optional(fontsSchema),
      corners: Type.Optional(
        Type.Integer({
          minimum: 0,
          maximum: 24,
          description:
            'How round the corners of buttons, cards and boxes are, in pixels: 0 for square. Defaults to 10.',
        }),
      ),
    },
    {
      additionalProperties: false,
      description: 'The look of the website: its colours, fonts and corners. Leave it out to keep the usual look.',
    },
  ),
  { colors: 'colours', shades: 'shades', fonts: 'fonts', corners: 'roundness of corners' },
)

export type Theme = Static<typeof themeSchema>
export type ThemeColors = Static<typeof colorsSchema>
export type ThemeShades = Static<typeof shadesSchema>
export type ThemeFonts = Static<typeof fontsSchema>
