// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { testShell } from '../../testing/test-shell.ts'
import { headingAndIntro, renderBlock } from '../../testing/render-block.tsx'
import { ContactDetails } from './ContactDetails.tsx'
import { contactDetailsExample } from './schema.ts'

afterEach(cleanup)

const phoneLinks = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('tel:'))
    .map((link) => [link.parentElement?.textContent, link.getAttribute('href')])

describe('ContactDetails', () => {
  it('shows the phones named by the block, in its order, and every other way to reach the business', () => {
    renderBlock(<ContactDetails {...contactDetailsExample} />)
    expect(headingAndIntro(2)).toEqual(['Get in Touch', contactDetailsExample.intro])
    expect(phoneLinks()).toEqual([
      ['Bookings: +254 722 000 111', 'tel:+254722000111'],
      ['Office: +254 712 345 678', 'tel:+254712345678'],
    ])
    const whatsapp = screen.getByRole('link', { name: /on WhatsApp/ })
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/254712345678')
    expect(screen.getByRole('link', { name: 'info@cleaners.test' }).getAttribute('href')).toBe(
      'mailto:info@cleaners.test',
    )
    expect(screen.getByText(/^Monday to Saturday/).textContent).toBe('Monday to Saturday, 8am to 6pm')
    expect(screen.getByText('Toll Estate, First Street, Ruiru, Kenya').tagName).toBe('ADDRESS')
  })

  it('shows only the phones listed, and all of them when the block lists none', () => {
    renderBlock(<ContactDetails phones={['Office']} />)
    expect(phoneLinks()).toEqual([['Office: +254 712 345 678', 'tel:+254712345678']])
    expect(screen.getAllByRole('term')[0]?.textContent).toBe('Phone')
    cleanup()

    renderBlock(<ContactDetails />, { shell: testShell })
    expect(phoneLinks().map(([text]) => text)).toEqual(['Office: +254 712 345 678', 'Bookings: +254 722 000 111'])
    expect(screen.queryByRole('heading')).toBeNull()
  })
})
