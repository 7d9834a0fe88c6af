import { Type, type SchemaOptions, type TObject, type TSchema } from '@sinclair/typebox'

/**
 * Building blocks for schemas that editors meet in site.yaml.
 * `expected`, `hint`, `suggest` and `meant` are annotation keywords: the validator reads them to explain a
 * mistake. `hint` may say {key} for the key the value is written under; `suggest` names the kind of value
 * (time, date, path, slug) whose likely meaning the checker can work out from a wrong one; `meant` maps
 * words editors use to the value they mean (phone → tel).
 * The `x-*` keywords mark values that the semantic checks collect (links, files, phones, forms, buttons…).
 */

/**
 * Marks a field that only the website's developer changes (a language code, a page's address, a form
 * field's inner name): the editor's form keeps it under "Advanced (rarely needed)", out of the office's way.
 */
export const forTheDeveloper = <T extends TSchema>(schema: T): T => ({ ...schema, 'x-advanced': true })

/**
 * Names a field as it reads in the middle of a sentence ("phone numbers", "Facebook link"): the editor's form
 * shows it as the field's label, and History, conflicts and the checker name the field's place by it.
 * `schema/site.schema.json` must name every field (src/schema/words.test.ts).
 */
export const labelled = <T extends TSchema>(label: string, schema: T): T => ({ ...schema, 'x-label': label })

/**
 * Names each field of an object, as `labelled` does one: the labels are typed from the object's keys, so a
 * field without a label fails to compile.
 */
export const labelFields = <T extends TObject>(object: T, labels: { [Key in keyof T['properties']]: string }): T => ({
  ...object,
  properties: Object.fromEntries(
    Object.entries(object.properties).map(([key, field]) => [key, { ...field, 'x-label': labels[key] }]),
  ),
})

/**
 * How the items of a list are named: `noun` is what one item is called ("phone number", so "phone number 2");
 * `nameField`, when an item's label, name, title or heading does not name it, the field whose words do;
 * `isNameFirst` when the name reads as a kind of the item, before the noun ("the “Office” phone number").
 */
export const itemsNamed = (noun: string, nameField?: string, isNameFirst = false) => ({
  'x-item-noun': noun,
  ...(nameField === undefined ? {} : { 'x-item-name': nameField }),
  ...(isNameFirst ? { 'x-item-name-first': true } : {}),
})

export const Text = (description: string, options: SchemaOptions = {}) =>
  Type.String({ minLength: 1, description, ...options })

export const LongText = (description: string) =>
  Type.String({
    minLength: 1,
    description,
    hint: 'Leave a blank line between paragraphs.',
    'x-long-text': true,
  })

/** Text written in Markdown (## headings, - lists, **bold**, [links](/contact)); its links are checked like link fields. */
export const Markdown = (description: string) =>
  Type.String({
    minLength: 1,
    description,
    hint: 'Leave a blank line between paragraphs.',
    'x-markdown': true,
  })

/** A page of this site (/about), a file under public/ (/price-list.pdf), a web address, tel: or mailto:. */
export const Link = (description: string) =>
  Type.String({
    description,
    pattern: '^(/|https?://|tel:|mailto:)',
    expected: 'a page of this site like "/contact", or a full address like "https://…", "tel:…" or "mailto:…"',
    hint: 'Page addresses start with a slash: write "/contact", not "contact".',
    'x-link': true,
  })

/** A file under public/, written as it appears in the browser: /images/sofa.jpg. */
export const PublicFile = (description: string, options: SchemaOptions = {}) =>
  Type.String({
    description,
    pattern: '^/[^?#]+\\.[A-Za-z0-9]+$',
    expected: 'one of the website’s own files, written as its address like "/images/sofa.jpg"',
    hint: 'Put the file in the public/ folder and write its path starting with a slash.',
    'x-public-file': true,
    ...options,
  })

export const PhoneNumber = (description: string) =>
  Type.String({
    description,
    minLength: 1,
    expected: 'an international phone number like "+254 700 000 000"',
    'x-phone': true,
  })

/** The label of one of business.phones, such as "Office". */
export const PhoneLabel = (description: string) => Type.String({ description, minLength: 1, 'x-phone-label': true })

/** A social network whose profile address must be under business.social. */
export const SocialProfileName = <const T extends string>(networks: readonly T[], description: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...networks], description, 'x-social-profile': true })

export const FormId = (description: string) => Type.String({ description, minLength: 1, 'x-form-ref': true })

/** The addresses a page or a redirect may have: lower-case letters, digits and hyphens between slashes. */
export const cleanPathPattern = '^/([a-z0-9][a-z0-9-]*(/[a-z0-9][a-z0-9-]*)*)?$'

export const Path = (description: string) =>
  Type.String({
    description,
    pattern: cleanPathPattern,
    expected: 'a clean path of lower-case letters, digits and hyphens like "/about-us" or "/blog"',
    hint: 'Start with a slash, use no spaces, capitals or trailing slash.',
    suggest: 'path',
  })

/**
 * A time of day, 24-hour, like "08:00"; `example` shows it in hints. The editor's time box shows the phone's own
 * clock ("08:00 AM"), so a description says 24-hour only in a sentence about site.yaml, which the form leaves out.
 */
export const Time = (description: string, example = '08:00') =>
  Type.String({
    description,
    pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
    expected: 'a 24-hour time like "08:00" or "18:00"',
    hint: `Write the hours and the minutes with two digits each, 24-hour, in quotes: {key}: "${example}".`,
    suggest: 'time',
  })

export const WebAddress = (description: string) =>
  Type.String({
    description,
    pattern: '^https?://[^\\s/$.?#].[^\\s]*$',
    expected: 'a full web address starting with https://',
    'x-web-address': true,
  })

/** The optional heading of a section and the sentence under it, as most blocks begin. */
export const headingAndIntro = (heading: string) => ({
  heading: Type.Optional(labelled('heading', Text(heading))),
  intro: Type.Optional(labelled('line under the heading', Text('A sentence under the heading.'))),
})

/** One of a fixed list of words; `meant` maps other words editors use to the one they mean. */
export const Choice = <const T extends string>(
  values: readonly T[],
  description: string,
  help: { hint?: string; meant?: Record<string, T> } = {},
) => Type.Unsafe<T>({ type: 'string', enum: [...values], description, ...help })

/** A picture under public/ with its description; the build adds its width and height from the file. */
export const Image = (description: string) =>
  Type.Object(
    {
      src: labelled(
        'picture',
        PublicFile('The picture itself: one of the website’s pictures, or a new one uploaded here.'),
      ),
      alt: Type.String({
        description:
          'What the picture shows, for visitors who cannot see it. Leave it empty only for a picture that is pure decoration.',
        'x-label': 'picture description',
        'x-question': 'Describe the picture for someone who cannot see it',
      }),
    },
    { additionalProperties: false, description },
  )

/** A button: it goes to a link, opens a form, or opens a menu. */
export const Button = (description: string) =>
  Type.Object(
    {
      label: labelled('words on the button', Text('The words on the button, for example "Get a Quote".')),
      link: Type.Optional(
        labelled('link', Link('Where the button goes: one of the website’s pages, or another website.')),
      ),
      form: Type.Optional(
        labelled('form', FormId('The id of a form under "forms:" that the button opens, for example quote.')),
      ),
      menu: Type.Optional(
        labelled('menu', Choice(['services'], 'A menu the button opens: services (the list under "services:").')),
      ),
      prefill: Type.Optional(
        forTheDeveloper(
          Type.Record(Type.String(), Type.String(), {
            description: 'Answers already filled in when the form opens, for example the service.',
            'x-label': 'form opens with',
            'x-item-noun': 'answer',
          }),
        ),
      ),
    },
    {
      additionalProperties: false,
      description: `${description} It goes to a page, opens a form or opens a menu.`,
      'x-button': true,
    },
  )

/**
 * Marks a list of table rows, each a list of cells: the checker refuses a row with more or fewer cells than the
 * list under `header`, the key beside the rows that holds the table's header row.
 */
export const cellsPerRow = (header: string) => ({ 'x-cells-per-row': header })
