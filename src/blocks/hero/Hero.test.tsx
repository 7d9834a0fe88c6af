// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { headingAndIntro, renderBlock } from '../../testing/render-block.tsx'
import { heroExample } from './schema.ts'
import { Hero } from './Hero.tsx'

afterEach(cleanup)

describe('Hero', () => {
  it('shows the heading as the page heading and a link button for a link', () => {
    renderBlock(<Hero {...heroExample} />)
    expect(headingAndIntro(1)).toEqual([heroExample.heading, heroExample.intro])
    expect(screen.getByRole('link', { name: 'Our Services' }).getAttribute('href')).toBe('/about')
  })

  it('opens the named form from a form button', async () => {
    const openForm = vi.fn<(formId: string) => void>()
    renderBlock(<Hero {...heroExample} />, { actions: { openForm } })
    await userEvent.click(screen.getByRole('button', { name: 'Get a Quote' }))
    expect(openForm).toHaveBeenCalledWith('quote', screen.getByRole('button', { name: 'Get a Quote' }), undefined)
  })
})
