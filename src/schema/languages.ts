import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { wordKeys, wordsFor } from '../words/words.ts'
import { Choice, forTheDeveloper, labelled, Path, Text } from './fields.ts'
import { textsOnly } from './texts-only.ts'

/** A language and the country it is written for: "sw-KE". */
export const languageCodePattern = '^[a-z]{2,3}-[A-Z]{2}$'

/** A language and the country it is written for, as `business.locale` writes it. */
export const LanguageCode = (description: string) =>
  Type.String({
    description,
    pattern: languageCodePattern,
    expected: 'a language and country code like "sw-KE" (Swahili, Kenya)',
    hint: 'Write the language in small letters and the country in capitals, joined by a hyphen: sw-KE, en-KE.',
  })

const builtIn = wordsFor('en')

/** The product's own words a site may change, each by its key, named by the English words it writes. */
export const wordsSchema = Type.Object(
  Object.fromEntries(
    wordKeys.map((key) => [
      key,
      Type.Optional(labelled(`words “${builtIn[key]}”`, Text(`Your words in place of the built-in ones.`))),
    ]),
  ),
  {
    additionalProperties: false,
    'x-label': 'website’s own words',
    description:
      'Words the website writes by itself, such as "Skip to content" or "Read More", changed to your own. Give only the ones you want to change.',
  },
)

/** The parts of the site whose words a language lays over the main language's. */
export const translatedParts = [
  'business',
  'navigation',
  'headerButton',
  'mobileNavigation',
  'services',
  'faq',
  'values',
  'footer',
  'notFound',
  'forms',
  'chat',
] as const
export type TranslatedPart = (typeof translatedParts)[number]

/** The translation of the site-wide texts, made from the site's own schema so a new text can be translated at once. */
export function textsSchema(siteProperties: Record<TranslatedPart, TSchema>): TSchema {
  const properties = Object.fromEntries(
    translatedParts.flatMap((part) => {
      const words = textsOnly(siteProperties[part])
      return words ? [[part, Type.Optional(words)]] : []
    }),
  )
  return Type.Object(properties, {
    additionalProperties: false,
    description:
      'The words of the menus, the footer, the forms, the chat and the business in this language, written in the same order as in the main language. What you leave out is shown in the main language.',
  })
}

export const untranslatedRules = ['leave-out', 'show-default'] as const

/** One more language of the site, with the texts that every page of it shares. */
export const languageSchema = (texts: TSchema) =>
  Type.Object(
    {
      code: forTheDeveloper(
        labelled(
          'language code',
          LanguageCode('The language and the country it is written for, for example "sw-KE" (Swahili, Kenya).'),
        ),
      ),
      name: Type.Optional(
        labelled(
          'name',
          Text('The language’s name in its own words, as the language switch shows it, for example "Kiswahili".'),
        ),
      ),
      path: Type.Optional(
        forTheDeveloper(
          labelled(
            'address of its pages',
            Path(
              'Where the pages in this language live, for example "/sw". Leave it out for the language’s short code.',
            ),
          ),
        ),
      ),
      untranslated: Type.Optional(
        labelled(
          'pages not translated yet',
          Choice(
            untranslatedRules,
            'What the menus of this language do with a page that has no translation yet: leave-out (not shown), or show-default (shown, leading to the page in the main language and marked so).',
          ),
        ),
      ),
      words: Type.Optional(wordsSchema),
      texts: Type.Optional(labelled('texts', texts)),
    },
    { additionalProperties: false, description: 'A language the website is also offered in.' },
  )

export type Language = Omit<Static<ReturnType<typeof languageSchema>>, 'texts'> & { texts?: Texts }
export type WordChanges = Static<typeof wordsSchema>

/** A translation's texts: the parts' words, every one optional, lists item by item. */
export type Texts = { [Part in TranslatedPart]?: unknown }
