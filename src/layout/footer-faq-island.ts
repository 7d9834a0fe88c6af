import type { LayoutIsland } from './layout-island.ts'

/** The footer's questions and answers (FaqAccordion of src/ui/faq), opened one at a time. */
export const footerFaqIsland: LayoutIsland = {
  behaviour: () => import('../ui/faq/faq-enhance.ts').then((module) => module.enhanceFaq),
}
