// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LoadRouteData } from '../model/route-data.ts'
import { buildRoutes } from './routes.tsx'
import type { RouteData } from '../model/site-data.ts'
import { testShell } from '../testing/test-shell.ts'

beforeEach(() => {
  // The layout asks for the screen width; jsdom has no matchMedia.
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const blogPage: RouteData = {
  kind: 'page',
  path: '/blog',
  heading: { text: 'Blog', isDrawnByBlock: false },
  page: {
    title: 'Blog',
    description: 'Tips',
    blocks: [{ type: 'rich-text', text: 'Our tips. [Read](/blog/sofa-stains)' }],
  },
}

const start = (load: LoadRouteData, path: string) => {
  const router = createMemoryRouter(buildRoutes(testShell, load), { initialEntries: [path] })
  render(<RouterProvider router={router} />)
  return router
}

describe('the blog post states', () => {
  it('shows "Blog post not found." with a way back for an unknown slug', async () => {
    start(() => Promise.resolve(null), '/blog/no-such-post')
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Oops!')
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling?.textContent).toBe('Blog post not found.')
    expect(screen.getByRole('link', { name: 'Return to Blog' }).getAttribute('href')).toBe('/blog')
  })

  it('keeps the site-wide not-found page for other unknown addresses', async () => {
    start(() => Promise.resolve(null), '/no-such-page')
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(testShell.notFound.title)
  })

  it('shows "Failed to load blog post." and logs the error when the post cannot be loaded', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const failure = new Error('network down')
    start(() => Promise.reject(failure), '/blog/sofa-stains')
    expect((await screen.findByRole('alert')).textContent).toBe('Oops!Failed to load blog post.Return to Blog')
    expect(logged).toHaveBeenCalledWith('Failed to load blog post.', failure)
  })

  it('shows "Loading article..." only while a post is being fetched', async () => {
    let finish: (data: RouteData | null) => void = () => undefined
    const load: LoadRouteData = (path) =>
      path === '/blog' ? Promise.resolve(blogPage) : new Promise((resolve) => (finish = resolve))
    const router = start(load, '/blog')
    expect((await screen.findByRole('main')).textContent).toBe('BlogOur tips. [Read](/blog/sofa-stains)')
    expect(screen.queryByText('Loading article...')).toBeNull()
    await act(() => {
      void router.navigate('/blog/sofa-stains')
    })
    expect((await screen.findByRole('status')).textContent).toBe('Loading article...')
    await act(async () => finish(null))
    expect((await screen.findByRole('heading', { level: 1 })).nextElementSibling?.textContent).toBe(
      'Blog post not found.',
    )
    expect(screen.queryByText('Loading article...')).toBeNull()
  })
})
