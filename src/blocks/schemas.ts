import { blogPostsSchema } from './blog-posts/schema.ts'
import { callToActionSchema } from './call-to-action/schema.ts'
import { cardGridSchema } from './card-grid/schema.ts'
import { contactDetailsSchema } from './contact-details/schema.ts'
import { countersSchema } from './counters/schema.ts'
import { formBlockSchema } from './form/schema.ts'
import { coverSchema } from './cover/schema.ts'
import { gallerySchema } from './gallery/schema.ts'
import { heroSchema } from './hero/schema.ts'
import { mapSchema } from './map/schema.ts'
import { richTextSchema } from './rich-text/schema.ts'
import { serviceCardsSchema } from './service-cards/schema.ts'
import { socialEmbedsSchema } from './social-embeds/schema.ts'
import { testimonialsSchema } from './testimonials/schema.ts'
import { valuesSchema } from './values/schema.ts'
import { videoSchema } from './video/schema.ts'

/**
 * Every block type an editor can use, by the name written as `type:` in site.yaml.
 * Build-time only: the browser gets the components from ./components.ts.
 */
export const blockSchemas = {
  hero: heroSchema,
  cover: coverSchema,
  'rich-text': richTextSchema,
  'card-grid': cardGridSchema,
  'service-cards': serviceCardsSchema,
  counters: countersSchema,
  testimonials: testimonialsSchema,
  gallery: gallerySchema,
  video: videoSchema,
  map: mapSchema,
  'social-embeds': socialEmbedsSchema,
  'contact-details': contactDetailsSchema,
  'call-to-action': callToActionSchema,
  form: formBlockSchema,
  values: valuesSchema,
  'blog-posts': blogPostsSchema,
}
