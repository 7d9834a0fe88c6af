// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { Faq } from '../model/site.ts'
import { FaqAccordion } from './FaqAccordion.tsx'

afterEach(cleanup)

const faq: Faq = {
  heading: 'Frequently Asked Questions',
  items: [
    { question: 'Do you bring supplies?', answer: 'Yes, we bring everything.\n\n  \nWe can use yours on request.' },
    { question: 'Can I get a refund?', answer: 'We come back and clean again.' },
    { question: 'How do I book?', answer: 'Call us or use the booking form.' },
  ],
}

const question = (name: string) => screen.getByRole('button', { name })
const answerOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement

describe('FaqAccordion', () => {
  it('lists every question as a closed button inside a heading', () => {
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
  })

  it('opens one answer at a time and closes the open one when it is pressed again', async () => {
    const user = userEvent.setup()
    render(<FaqAccordion faq={faq} />)
    await user.click(question('Do you bring supplies?'))
    expect(question('Do you bring supplies?').getAttribute('aria-expanded')).toBe('true')
    const region = screen.getByRole('region', { name: 'Do you bring supplies?' })
    expect(region).toBe(answerOf(question('Do you bring supplies?')))
    expect(region.hidden).toBe(false)

    await user.click(question('Can I get a refund?'))
    expect(question('Do you bring supplies?').getAttribute('aria-expanded')).toBe('false')
    expect(answerOf(question('Do you bring supplies?')).hidden).toBe(true)
    expect(screen.getByRole('region', { name: 'Can I get a refund?' }).textContent).toBe(
      'We come back and clean again.',
    )

    await user.click(question('Can I get a refund?'))
    expect(question('Can I get a refund?').getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('region', { name: 'Can I get a refund?' })).toBeNull()
  })

  it('splits an answer into paragraphs on blank lines', async () => {
    render(<FaqAccordion faq={faq} />)
    await userEvent.click(question('Do you bring supplies?'))
    const paragraphs = within(screen.getByRole('region', { name: 'Do you bring supplies?' })).getAllByText(/./, {
      selector: 'p',
    })
    expect(paragraphs.map((paragraph) => paragraph.textContent)).toEqual([
      'Yes, we bring everything.',
      'We can use yours on request.',
    ])
  })

  it('works from the keyboard with Enter and Space', async () => {
    const user = userEvent.setup()
    render(<FaqAccordion faq={faq} />)
    await user.tab()
    expect(document.activeElement).toBe(question('Do you bring supplies?'))
    await user.keyboard('{Enter}')
    expect(question('Do you bring supplies?').getAttribute('aria-expanded')).toBe('true')
    await user.tab()
    await user.keyboard(' ')
    expect(question('How do I book?').getAttribute('aria-expanded')).toBe('false')
    expect(question('Can I get a refund?').getAttribute('aria-expanded')).toBe('true')
    expect(question('Do you bring supplies?').getAttribute('aria-expanded')).toBe('false')
  })
})
