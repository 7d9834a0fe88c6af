// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RouteError } from './RouteError.tsx'

afterEach(cleanup)

function Broken(): never {
  throw new Error('The hero block has no heading')
}

describe('RouteError', () => {
  it('replaces a page that fails to draw with a friendly message and the technical detail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const router = createMemoryRouter([{ path: '/', Component: Broken, errorElement: <RouteError /> }])
    render(<RouterProvider router={router} />)
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Sorry, this page could not be shown')
    const detail = screen.getByRole('group')
    expect(detail.querySelector('summary')?.textContent).toBe('Unexpected Application Error!')
    expect(detail.textContent).toBe('Unexpected Application Error!The hero block has no heading')
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/')
    vi.restoreAllMocks()
  })
})
