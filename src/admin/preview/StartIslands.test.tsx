// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Fragment } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FaqAccordion } from '../../ui/faq/FaqAccordion.tsx'
import { NavDropdown } from '../../layout/NavDropdown.tsx'
import { PageProviders } from '../../render/PageProviders.tsx'
import { stubPhoneQuery } from '../../testing/layout-helpers.tsx'
import { testShell } from '../../testing/test-shell.ts'
import { Island } from '../../ui/Island.tsx'
import { StartIslands } from './StartIslands.tsx'

const faq = {
  heading: 'Frequently Asked Questions',
  items: [
    { question: 'Do you bring supplies?', answer: 'Yes, we bring everything.' },
    { question: 'How do I book?', answer: 'Call us.' },
  ],
}
const links = [{ label: 'Carpet Cleaning', link: '/carpetcleaning' }]

/** A page as the preview draws it (islands drawn in place, by React), keyed by its drawing. */
const drawing = (key: string) => (
  <Fragment key={key}>
    <PageProviders shell={testShell} path="/">
      <Island name="nav-dropdown" when="interaction" component={NavDropdown} props={{ label: 'Services', links }} />
      <Island name="faq" when="interaction" component={FaqAccordion} props={{ faq }} />
    </PageProviders>
    <StartIslands shell={testShell} />
  </Fragment>
)

const question = (name: string) => screen.getByRole('button', { name })
const whenAlive = () =>
  waitFor(() => {
    for (const island of document.querySelectorAll('[data-island]'))
      expect(island.hasAttribute('data-hydrated')).toBe(true)
  })

beforeEach(() => stubPhoneQuery(false))
afterEach(cleanup)

describe('StartIslands', () => {
  it('brings every island of the page React drew to life with its public behaviour', async () => {
    render(drawing('/ 1'))
    await whenAlive()
    await userEvent.click(question('How do I book?'))
    expect(question('How do I book?').getAttribute('aria-expanded')).toBe('true')
    await userEvent.click(question('Services'))
    expect(question('Services').getAttribute('aria-expanded')).toBe('true')
  })

  it('starts the behaviours afresh, once, on a page drawn again, and stops those of the page it replaced', async () => {
    const { rerender } = render(drawing('/ 1'))
    await whenAlive()
    const oldMenu = question('Services')
    await userEvent.click(oldMenu)
    rerender(drawing('/ 2'))
    await whenAlive()
    expect(oldMenu.isConnected).toBe(false)
    expect(oldMenu.getAttribute('aria-expanded')).toBe('false')
    expect(question('How do I book?').getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(question('How do I book?'))
    expect(question('How do I book?').getAttribute('aria-expanded')).toBe('true')
  })
})
