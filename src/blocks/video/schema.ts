import { Type, type Static } from '@sinclair/typebox'
import { Image, labelled, Text } from '../../schema/fields.ts'
import { defineBlock } from '../../schema/define-block.ts'

export const videoSchema = Type.Object(
  {
    heading: Type.Optional(labelled('heading', Text('A heading above the video.'))),
    title: labelled('title', Text('What the video shows; the play button and the player are named after it.')),
    youtubeId: Type.Optional(
      labelled(
        'YouTube video',
        Type.String({
          description:
            'The YouTube video id: the 11 characters after "v=" in its address. Leave out until there is a video.',
          pattern: '^[A-Za-z0-9_-]{11}$',
          expected: 'an 11-character YouTube id like "dQw4w9WgXcQ"',
          hint: 'Copy only the id from the address, not the whole link.',
        }),
      ),
    ),
    poster: labelled('picture before the video plays', Image('The picture shown before the video plays.')),
  },
  { additionalProperties: false },
)

export type VideoProps = Static<typeof videoSchema>

export const videoExample: VideoProps = {
  heading: 'See Us at Work',
  title: 'A day at work with our team',
  youtubeId: 'dQw4w9WgXcQ',
  poster: { src: '/images/about-team.svg', alt: 'One of our team at work' },
}

export const definition = defineBlock({
  schema: videoSchema,
  label: 'Video',
  summary: 'A poster with a play button; YouTube (privacy-enhanced) loads only when played.',
  example: videoExample,
})
