// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { headingAndIntro, renderBlock } from '../../testing/render-block.tsx'
import { CallToAction } from './CallToAction.tsx'
import { callToActionExample } from './schema.ts'

afterEach(cleanup)

describe('CallToAction', () => {
  it('shows the heading, the text and one primary button', () => {
    renderBlock(<CallToAction {...callToActionExample} />)
    expect(headingAndIntro(2)).toEqual(['Want more tips?', callToActionExample.text])
    const link = screen.getByRole('link', { name: 'Read Our Blog' })
    expect(link.getAttribute('href')).toBe('/blog')
    expect(link.className).toBe('button button--primary')
  })

  it('opens a form from a form button, with no heading or text', async () => {
    const openForm = vi.fn<(formId: string) => void>()
    renderBlock(<CallToAction button={{ label: 'Book Now', form: 'booking' }} />, { actions: { openForm } })
    expect(screen.queryByRole('heading')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }))
    expect(openForm).toHaveBeenCalledWith('booking', screen.getByRole('button', { name: 'Book Now' }), undefined)
  })
})
