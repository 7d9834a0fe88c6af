import { Type, type Static } from '@sinclair/typebox'
import { forTheDeveloper, Image, itemsNamed, labelled, Markdown, Text } from './fields.ts'
import { LanguageCode } from './languages.ts'

const postImage = (description: string) =>
  Type.Object(
    {
      ...Image('').properties,
      caption: Type.Optional(labelled('caption', Text('A line shown under the picture.'))),
    },
    { additionalProperties: false, description },
  )

export const blogPostSchema = Type.Object(
  {
    id: forTheDeveloper(
      Type.Integer({
        minimum: 1,
        description: 'A number that identifies the post. Never reuse one.',
        'x-label': 'number',
      }),
    ),
    slug: forTheDeveloper(
      Type.String({
        'x-label': 'web address',
        description: 'The last part of the post address: /blog/<slug>, or /sw/blog/<slug> for a post in Swahili.',
        pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
        expected: 'lower-case words joined by hyphens, like "remove-sofa-stains"',
        suggest: 'slug',
      }),
    ),
    language: Type.Optional(
      labelled(
        'language',
        LanguageCode(
          'The language the post is written in, one of the codes under "languages:". Leave it out for the main language.',
        ),
      ),
    ),
    translationOf: Type.Optional(
      Type.Integer({
        'x-label': 'post it translates',
        minimum: 1,
        description: 'The number (id) of the post in the main language that this post translates.',
        'x-post-ref': true,
      }),
    ),
    title: labelled('title', Text('The post title.')),
    author: labelled('author', Text('Who wrote it, as readers should see it.')),
    date: Type.String({
      'x-label': 'date',
      description: 'The day the post is published.',
      format: 'date',
      expected: 'a date like "2025-04-12"',
      hint: 'Write the year, the month and the day, in quotes: {key}: "2025-04-12".',
      suggest: 'date',
    }),
    category: labelled('category', Text('One of the blog’s categories.')),
    location: labelled('location', Text('Where the advice applies, for example the town the business serves.')),
    featuredImage: labelled('main picture', postImage('The picture at the top of the post and on its card.')),
    tags: Type.Array(Text('A topic word, such as "prices".'), {
      'x-label': 'topics',
      ...itemsNamed('topic'),
      description:
        'A few words for what the post is about, such as "prices" or "opening hours". They show at the end of the post, like this: #prices. They also help Google find it.',
    }),
    excerpt: labelled('short summary', Text('One or two sentences shown in the list of posts.')),
    metaDescription: Text(
      'One or two sentences about the post, shown under its link on Google and when someone shares it on WhatsApp or Facebook.',
      { maxLength: 300, 'x-label': 'description for Google and shared links' },
    ),
    content: labelled(
      'text of the post',
      Markdown('The article itself. The buttons above the box make headings, lists, bold words and links.'),
    ),
    relatedPosts: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1, description: 'A post to suggest.', 'x-post-ref': true }), {
        description: 'Other posts to suggest at the end.',
        'x-label': 'related posts',
        ...itemsNamed('related post'),
      }),
    ),
    images: Type.Optional(
      Type.Array(postImage('A picture shown after the article.'), {
        description: 'More pictures.',
        'x-label': 'more pictures',
        ...itemsNamed('picture'),
      }),
    ),
    authorBio: Type.Optional(labelled('about the author', Text('A sentence or two for "About the Author".'))),
  },
  { additionalProperties: false },
)

export const blogSchema = Type.Object(
  {
    categories: Type.Array(Text('A category name, for example "News".'), {
      minItems: 1,
      'x-label': 'categories',
      ...itemsNamed('category'),
      description: 'The categories a post may belong to.',
    }),
    pageSize: Type.Optional(
      Type.Integer({
        'x-label': 'posts on each page',
        minimum: 1,
        maximum: 100,
        description: 'How many posts each page of the blog lists. Defaults to 9.',
      }),
    ),
    posts: Type.Array(blogPostSchema, {
      description: 'The articles, each on a page of its own.',
      'x-label': 'posts',
      ...itemsNamed('post'),
    }),
  },
  { additionalProperties: false, description: 'The blog.' },
)

export type BlogPost = Static<typeof blogPostSchema>
export type Blog = Static<typeof blogSchema>
