import { faqClasses } from './faq-classes.ts'

/**
 * Brings the questions FaqAccordion.tsx draws to life: pressing a question shows its answer and hides any other;
 * pressing the open one again hides it. Each question's aria-expanded stays in step with its answer.
 */
export function enhanceFaq(island: HTMLElement): void {
  const questions = [...island.querySelectorAll<HTMLButtonElement>(`.${faqClasses.question} button`)]
  const show = (question: HTMLButtonElement, isOpen: boolean) => {
    question.setAttribute('aria-expanded', String(isOpen))
    const answer = question.closest(`.${faqClasses.item}`)?.querySelector<HTMLElement>(`.${faqClasses.answer}`)
    if (answer) answer.hidden = !isOpen
  }
  for (const question of questions)
    question.addEventListener('click', () => {
      const wasOpen = question.getAttribute('aria-expanded') === 'true'
      for (const other of questions) show(other, other === question && !wasOpen)
    })
}
