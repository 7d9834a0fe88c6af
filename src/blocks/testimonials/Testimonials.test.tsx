// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { headingAndIntro, renderBlock } from '../../testing/render-block.tsx'
import { testimonialsExample } from './schema.ts'
import { Testimonials } from './Testimonials.tsx'

afterEach(cleanup)

describe('Testimonials', () => {
  it('shows every quote with the name and place of the customer', () => {
    renderBlock(<Testimonials {...testimonialsExample} />)
    const section = screen.getByRole('region', { name: 'What Our Customers Say' })
    expect(headingAndIntro(2)).toEqual(['What Our Customers Say', testimonialsExample.intro])
    const quotes = within(section).getAllByRole('figure')
    expect(quotes).toHaveLength(3)
    const first = quotes[0] as HTMLElement
    expect(within(first).getByRole('blockquote').textContent).toBe('Quick, friendly and exactly what we asked for.')
    expect(first.querySelector('figcaption')?.textContent).toBe('Wanjiku M., Kahawa Sukari')
  })

  it('leaves out the intro when there is none', () => {
    renderBlock(<Testimonials {...testimonialsExample} intro={undefined} />)
    expect(screen.getByRole('heading', { level: 2 }).nextElementSibling?.tagName).toBe('UL')
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
  })
})
