// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { startIslandMarkup } from '../../testing/start-island-markup.tsx'
import { Island } from '../../ui/Island.tsx'
import { Faq } from './Faq.tsx'
import { enhanceFaq } from './open-answer.ts'
import { faqExample, type FaqProps } from './schema.ts'

afterEach(() => document.body.replaceChildren())

const second: FaqProps = {
  heading: 'Before you visit',
  items: [{ question: 'Where do I park?', answer: 'In the car park behind the building.' }],
}

describe('Faq', () => {
  it('opens one answer at a time, by tap and by keyboard', async () => {
    const user = userEvent.setup()
    startIslandMarkup(<Faq {...faqExample} />, enhanceFaq)
    await user.click(screen.getByRole('button', { name: 'How do I book?' }))
    expect(screen.getByRole('region', { name: 'How do I book?' }).textContent).toBe(
      'Call us or send the booking form, and we confirm the day.',
    )
    await user.tab()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('region', { name: 'How do I book?' })).toBeNull()
    const answer = screen.getByRole('region', { name: 'How can I pay?' })
    expect([...answer.querySelectorAll('p')].map((paragraph) => paragraph.textContent)).toEqual([
      'By card, by bank transfer or in cash.',
      'You pay once the work is done.',
    ])
  })

  it('works twice on one page, each block with its own questions and ids', async () => {
    // One page drawn at once, as the prerender draws it: each block its own island, each island its own start.
    startIslandMarkup(
      <>
        <Island name="faq" when="interaction" component={Faq} props={faqExample} />
        <Island name="faq" when="interaction" component={Faq} props={second} />
      </>,
      (page) => page.querySelectorAll<HTMLElement>('[data-island="faq"]').forEach((island) => enhanceFaq(island)),
    )
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id)
    expect(new Set(ids).size).toBe(ids.length)
    await userEvent.click(screen.getByRole('button', { name: 'Where do I park?' }))
    await userEvent.click(screen.getByRole('button', { name: 'How do I book?' }))
    const blocks = screen.getAllByRole('region', { name: /Questions and answers|Before you visit/ })
    expect(blocks).toHaveLength(2)
    expect(within(blocks[1] as HTMLElement).getByRole('button', { name: 'Where do I park?' }).ariaExpanded).toBe('true')
    expect(within(blocks[0] as HTMLElement).getByRole('button', { name: 'How do I book?' }).ariaExpanded).toBe('true')
  })
})
