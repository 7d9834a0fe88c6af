import { Type, type Static } from '@sinclair/typebox'
import { labelled, Text } from '../../schema/fields.ts'
import { listingRoutes } from './routes.ts'
import { defineBlock, type BlockDefinition } from '../../schema/define-block.ts'
import type { BlogListing } from '../../model/blog-data.ts'

/**
 * The cards of the blog's posts, newest first. The editor writes the words; the build adds the
 * cards of the page being shown (`listing`), so the posts are written once, under `blog:`.
 */
export const blogPostsSchema = Type.Object(
  {
    heading: Type.Optional(labelled('heading', Text('The heading above the cards. Defaults to "Featured Articles".'))),
    emptyText: Type.Optional(
      labelled(
        'words while there are no posts',
        Text('What to show while there are no posts. Defaults to "No blog posts available at the moment."'),
      ),
    ),
  },
  { additionalProperties: false },
)

export type BlogPostsProps = Static<typeof blogPostsSchema> & {
  /** Added by the build for each index page; never written in site.yaml. */
  listing?: BlogListing
}

export const blogPostsExample: BlogPostsProps = { heading: 'Featured Articles' }

// Annotated: the routes it makes hold pages, whose blocks include this one.
export const definition: BlockDefinition<typeof blogPostsSchema> = defineBlock({
  schema: blogPostsSchema,
  label: 'Latest blog posts',
  summary: "The blog's posts as cards, newest first, from `blog:`; the page it is on is split into numbered pages.",
  example: blogPostsExample,
  pageRoutes: listingRoutes,
})
