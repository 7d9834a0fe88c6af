// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { QuestionsAndAnswers } from '../../schema/faq.ts'
import { startIslandMarkup } from '../../testing/start-island-markup.tsx'
import { enhanceFaq } from './faq-enhance.ts'
import { FaqAccordion } from './FaqAccordion.tsx'

const faq: QuestionsAndAnswers = {
  heading: 'Frequently Asked Questions',
  items: [
    { question: 'Do you bring supplies?', answer: 'Yes, we bring everything.' },
    { question: 'Can I get a refund?', answer: 'We come back and clean again.' },
    { question: 'How do I book?', answer: 'Call us or use the booking form.' },
  ],
}

afterEach(() => document.body.replaceChildren())

const start = () => startIslandMarkup(<FaqAccordion faq={faq} />, enhanceFaq)
const question = (name: string) => screen.getByRole('button', { name })
const answerOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement
/** The questions whose answers show, checked on both aria-expanded and the answer itself. */
const openQuestions = () =>
  screen
    .getAllByRole('button')
    .filter((button) => {
      const isExpanded = button.getAttribute('aria-expanded') === 'true'
      expect(answerOf(button).hidden).toBe(!isExpanded)
      return isExpanded
    })
    .map((button) => button.textContent)

describe('enhanceFaq', () => {
  it('opens one answer at a time and closes the open one when it is pressed again', async () => {
    start()
    expect(openQuestions()).toEqual([])
    await userEvent.click(question('Do you bring supplies?'))
    expect(openQuestions()).toEqual(['Do you bring supplies?'])
    expect(screen.getByRole('region', { name: 'Do you bring supplies?' }).textContent).toBe('Yes, we bring everything.')
    await userEvent.click(question('How do I book?'))
    expect(openQuestions()).toEqual(['How do I book?'])
    await userEvent.click(question('How do I book?'))
    expect(openQuestions()).toEqual([])
  })

  it('works from the keyboard with Enter and Space', async () => {
    const user = userEvent.setup()
    start()
    await user.tab()
    expect(document.activeElement).toBe(question('Do you bring supplies?'))
    await user.keyboard('{Enter}')
    expect(openQuestions()).toEqual(['Do you bring supplies?'])
    await user.tab()
    await user.keyboard(' ')
    expect(openQuestions()).toEqual(['Can I get a refund?'])
  })
})
