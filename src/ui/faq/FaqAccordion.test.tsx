// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { QuestionsAndAnswers } from '../../schema/faq.ts'
import { FaqAccordion } from './FaqAccordion.tsx'

afterEach(cleanup)

const faq: QuestionsAndAnswers = {
  heading: 'Frequently Asked Questions',
  items: [
    { question: 'Do you bring supplies?', answer: 'Yes, we bring everything.\n\n  \nWe can use yours on request.' },
    { question: 'Can I get a refund?', answer: 'We come back and clean again.' },
  ],
}

const answerOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement

describe('FaqAccordion', () => {
  it('lists every question as a closed button inside a heading, its answer hidden and named by it', () => {
    render(<FaqAccordion faq={faq} />)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Frequently Asked Questions')
    const headings = screen.getAllByRole('heading', { level: 3 })
    expect(headings.map((heading) => within(heading).getByRole('button').textContent)).toEqual(
      faq.items.map((item) => item.question),
    )
    for (const button of screen.getAllByRole('button')) {
      expect(button.getAttribute('aria-expanded')).toBe('false')
      expect(answerOf(button).hidden).toBe(true)
    }
    const question = screen.getByRole('button', { name: 'Can I get a refund?' })
    expect(answerOf(question).getAttribute('aria-labelledby')).toBe(question.id)
  })

  it('splits an answer into paragraphs on blank lines', () => {
    render(<FaqAccordion faq={faq} />)
    const answer = answerOf(screen.getByRole('button', { name: 'Do you bring supplies?' }))
    expect([...answer.querySelectorAll('p')].map((paragraph) => paragraph.textContent)).toEqual([
      'Yes, we bring everything.',
      'We can use yours on request.',
    ])
  })
})
