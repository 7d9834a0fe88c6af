import { Type, type Static } from '@sinclair/typebox'
import { businessKinds } from './business-kinds.ts'
import { Choice, forTheDeveloper, PhoneNumber, PublicFile, Text, Time, WebAddress } from './fields.ts'

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
    opens: Time('Opening time, 24-hour, for example 08:00.'),
    closes: Time('Closing time, 24-hour, for example 18:00.', '18:00'),
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

export const businessSchema = Type.Object(
  {
    name: Text('The business name as visitors should see it.', { 'x-same-in-every-language': true }),
    url: forTheDeveloper(
      WebAddress('The address of the live website, for example "https://www.example.com". Search engines use it.'),
    ),
    locale: forTheDeveloper(
      Type.String({
        description: 'The language of the website and the country it is for, as a code like "en-KE" (English, Kenya).',
        pattern: '^[a-z]{2}-[A-Z]{2}$',
        expected: 'a language and country code like "en-KE"',
      }),
    ),
    timeZone: Type.Optional(
      forTheDeveloper(
        Type.String({
          description:
            'The time zone the business keeps its hours in, as a name like "Africa/Nairobi" or "Europe/London". The request e-mails, the inbox and the Excel file show times in it. Leave it out for Kenya’s time, "Africa/Nairobi", as the website is made for businesses in Kenya.',
          minLength: 1,
          expected: 'a time zone name like "Africa/Nairobi"',
        }),
      ),
    ),
    tagline: Type.Optional(Text('A short line about what the business does.')),
    logo: Type.Optional(
      PublicFile(
        'The logo of the business, shown at the top of every page in place of its name, and made into the icons of phones’ home screens and browser tabs. A drawing (SVG) looks sharpest; a PNG or WebP picture works too.',
        {
          pattern: '^/[^?#]+\\.(svg|png|webp|SVG|PNG|WEBP)$',
          expected: 'one of the website’s own pictures in the SVG, PNG or WebP format, like "/images/logo.svg"',
          hint: 'Use the logo as an SVG, PNG or WebP picture: these can have a see-through background, which a JPEG cannot.',
        },
      ),
    ),
    kind: Type.Optional({
      ...Choice(
        businessKinds,
        'What kind of business this is. Search engines show the business as this kind; leave it out for a business of no particular kind.',
        { hint: 'Write the kind as search engines spell it, in one word with capitals, like "HairSalon".' },
      ),
      'x-label': 'Kind of business',
    }),
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
        town: Text('Town, for example "Eldoret".'),
        country: Text('Country, for example "Kenya".'),
      },
      { additionalProperties: false, description: 'Where the office is.' },
    ),
    areaServed: Type.Array(Text('A town or area.'), {
      minItems: 1,
      description: 'Towns and areas the business serves, for example Eldoret and Kitale.',
    }),
    openingHours: Type.Array(openingHoursSchema, { minItems: 1, description: 'When the business is open.' }),
    social: Type.Optional(socialSchema),
  },
  {
    additionalProperties: false,
    description: 'Facts about the business, written once here and shown wherever the site needs them.',
  },
)

/**
 * The logo as a picture, which the check adds beside `logo` and site.yaml never holds: named by the business
 * for visitors who cannot see it, then sized and given smaller copies as every picture of the site is.
 */
export interface LogoPicture {
  src: string
  alt: string
  width?: number
  height?: number
}

export type Business = Static<typeof businessSchema> & { logoPicture?: LogoPicture }
