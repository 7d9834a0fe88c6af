import { Type, type Static } from '@sinclair/typebox'
import { businessKinds } from './business-kinds.ts'
import {
  Choice,
  forTheDeveloper,
  itemsNamed,
  labelled,
  PhoneNumber,
  PublicFile,
  Text,
  Time,
  WebAddress,
} from './fields.ts'

const phoneSchema = Type.Object(
  {
    label: labelled('label', Text('Who or what the number is for, for example "Office" or "Bookings".')),
    number: labelled('number', PhoneNumber('The number with its country code, for example "+254 700 000 000".')),
  },
  { additionalProperties: false },
)

const openingHoursSchema = Type.Object(
  {
    days: labelled('days', Text('The days these hours apply to, for example "Monday to Saturday".')),
    opens: labelled('opening time', Time('The time the business opens. In site.yaml, 24-hour: "08:00".')),
    closes: labelled('closing time', Time('The time the business closes. In site.yaml, 24-hour: "18:00".', '18:00')),
  },
  { additionalProperties: false },
)

const socialSchema = Type.Object(
  {
    facebook: Type.Optional(labelled('Facebook', WebAddress('Facebook page address.'))),
    instagram: Type.Optional(labelled('Instagram', WebAddress('Instagram profile address.'))),
    tiktok: Type.Optional(labelled('TikTok', WebAddress('TikTok profile address.'))),
    x: Type.Optional(labelled('X', WebAddress('X (Twitter) profile address.'))),
    youtube: Type.Optional(labelled('YouTube', WebAddress('YouTube channel address.'))),
  },
  {
    additionalProperties: false,
    description: 'Social media profiles. Leave out the ones you do not have.',
    'x-label': 'social media',
  },
)

export const businessSchema = Type.Object(
  {
    name: Text('The business name as visitors should see it.', { 'x-same-in-every-language': true, 'x-label': 'name' }),
    url: forTheDeveloper(
      labelled(
        'web address',
        WebAddress('The address of the live website, for example "https://www.example.com". Google uses it.'),
      ),
    ),
    locale: forTheDeveloper(
      Type.String({
        'x-label': 'language',
        description: 'The language of the website and the country it is for, as a code like "en-KE" (English, Kenya).',
        pattern: '^[a-z]{2}-[A-Z]{2}$',
        expected: 'a language and country code like "en-KE"',
      }),
    ),
    timeZone: Type.Optional(
      forTheDeveloper(
        Type.String({
          'x-label': 'time zone',
          description:
            'The time zone the business keeps its hours in, as a name like "Africa/Nairobi" or "Europe/London". The request e-mails, the inbox and the Excel file show times in it. Leave it out for Kenya’s time, "Africa/Nairobi", as the website is made for businesses in Kenya.',
          minLength: 1,
          expected: 'a time zone name like "Africa/Nairobi"',
        }),
      ),
    ),
    tagline: Type.Optional(
      labelled(
        'line about the business',
        Text(
          'A short line about what the business does, shown at the bottom of every page and given to Google as the description of the business.',
        ),
      ),
    ),
    logo: Type.Optional(
      PublicFile(
        'The logo of the business, shown at the top of every page in place of its name, and made into the icons of phones’ home screens and browser tabs. A drawing (SVG) looks sharpest; a PNG or WebP picture works too.',
        {
          pattern: '^/[^?#]+\\.(svg|png|webp|SVG|PNG|WEBP)$',
          expected: 'one of the website’s own pictures in the SVG, PNG or WebP format, like "/images/logo.svg"',
          hint: 'Use the logo as an SVG, PNG or WebP picture: these can have a see-through background, which a JPEG cannot.',
          'x-label': 'logo',
        },
      ),
    ),
    kind: Type.Optional({
      ...Choice(
        businessKinds,
        'What kind of business this is. Google shows the business as this kind; leave it out for a business of no particular kind.',
        { hint: 'Write the kind as search engines spell it, in one word with capitals, like "HairSalon".' },
      ),
      'x-label': 'kind of business',
    }),
    phones: Type.Array(phoneSchema, {
      minItems: 1,
      description: 'Phone numbers visitors can call.',
      'x-label': 'phone numbers',
      ...itemsNamed('phone number', 'label', true),
    }),
    whatsapp: labelled(
      'WhatsApp',
      PhoneNumber('The WhatsApp number with its country code. The chat and WhatsApp links use it.'),
    ),
    email: Type.String({
      'x-label': 'email address',
      description: 'The email address visitors write to.',
      format: 'email',
      expected: 'an email address like "info@example.com"',
    }),
    address: Type.Object(
      {
        street: labelled('street', Text('Street or estate, for example "Toll Estate, First Street".')),
        town: labelled('town', Text('Town, for example "Eldoret".')),
        country: labelled('country', Text('Country, for example "Kenya".')),
      },
      { additionalProperties: false, description: 'Where the office is.', 'x-label': 'address' },
    ),
    areaServed: Type.Array(Text('A town or area.'), {
      minItems: 1,
      'x-label': 'areas served',
      ...itemsNamed('area'),
      description: 'Towns and areas the business serves, for example Eldoret and Kitale.',
    }),
    openingHours: Type.Array(openingHoursSchema, {
      minItems: 1,
      description: 'When the business is open.',
      'x-label': 'opening hours',
      ...itemsNamed('opening hours'),
    }),
    social: Type.Optional(socialSchema),
  },
  {
    additionalProperties: false,
    'x-label': 'business details',
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
