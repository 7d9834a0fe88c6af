import { Type, type Static } from '@sinclair/typebox'
import { FormId, Link, PublicFile, Text } from '../../config/fields.ts'

export const heroButtonSchema = Type.Object(
  {
    label: Text('The words on the button, for example "Get a Quote".'),
    link: Type.Optional(Link('Where the button goes: a page such as /contact, or a full address.')),
    form: Type.Optional(FormId('The id of a form under "forms:" that the button opens, for example quote.')),
  },
  {
    additionalProperties: false,
    description: 'A button. Give it either a link or a form, not both.',
  },
)

export const heroSchema = Type.Object(
  {
    heading: Text('The big headline at the top of the page. It becomes the page heading (h1).'),
    intro: Type.Optional(Text('One or two sentences under the headline.')),
    image: Type.Optional(PublicFile('Background picture, a file under public/, such as /images/hero.jpg.')),
    imageAlt: Type.Optional(Text('What the picture shows, for visitors who cannot see it.')),
    buttons: Type.Optional(
      Type.Array(heroButtonSchema, { maxItems: 3, description: 'Up to three buttons under the headline.' }),
    ),
  },
  { additionalProperties: false },
)

export type HeroButton = Static<typeof heroButtonSchema>
export type HeroProps = Static<typeof heroSchema>
