import { BlogPosts } from './blog-posts/BlogPosts.tsx'
import { CallToAction } from './call-to-action/CallToAction.tsx'
import { CardGrid } from './card-grid/CardGrid.tsx'
import { ContactDetails } from './contact-details/ContactDetails.tsx'
import { Counters } from './counters/Counters.tsx'
import { Cover } from './cover/Cover.tsx'
import { FormBlock } from './form/FormBlock.tsx'
import { Gallery } from './gallery/Gallery.tsx'
import { Hero } from './hero/Hero.tsx'
import { MapEmbed } from './map/MapEmbed.tsx'
import { RichText } from './rich-text/RichText.tsx'
import { ServiceCards } from './service-cards/ServiceCards.tsx'
import { SocialEmbeds } from './social-embeds/SocialEmbeds.tsx'
import { Testimonials } from './testimonials/Testimonials.tsx'
import type { BlockComponents } from './types.ts'
import { ValuesSection } from './values/ValuesSection.tsx'
import { Video } from './video/Video.tsx'

/** The component that draws each block type. Keys must match ./schemas.ts: the type says so. */
export const blockComponents: BlockComponents = {
  hero: Hero,
  cover: Cover,
  'rich-text': RichText,
  'card-grid': CardGrid,
  'service-cards': ServiceCards,
  counters: Counters,
  testimonials: Testimonials,
  gallery: Gallery,
  video: Video,
  map: MapEmbed,
  'social-embeds': SocialEmbeds,
  'contact-details': ContactDetails,
  'call-to-action': CallToAction,
  form: FormBlock,
  values: ValuesSection,
  'blog-posts': BlogPosts,
}
