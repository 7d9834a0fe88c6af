/** The class names FaqAccordion.tsx writes, faq-enhance.ts looks for and faq-accordion.css styles. */
export const faqClasses = {
  item: 'faq__item',
  question: 'faq__question',
  answer: 'faq__answer',
} as const
