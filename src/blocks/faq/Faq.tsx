import { FaqAccordion } from '../../ui/faq/FaqAccordion.tsx'
import { defineView } from '../define-view.ts'
import type { FaqProps } from './schema.ts'

/** Questions and answers on a page, drawn and opened as the footer's are. */
export function Faq(props: FaqProps) {
  return <FaqAccordion faq={props} />
}

export const view = defineView({
  component: Faq,
  island: { when: 'interaction', behaviour: () => import('./open-answer.ts').then((module) => module.enhanceFaq) },
})
