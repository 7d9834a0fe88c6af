// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Person, PersonRole } from '../../model/admin-api.ts'
import { fakeAdminApi } from '../../testing/admin-test-kit.tsx'
import { adminRoutes } from './admin-routes.tsx'
import { SessionContext } from './session.ts'

// jsdom draws no canvas: the Visits screen's chart is left out.
vi.mock('uplot', () => ({
  default: class {
    setSize() {}
    destroy() {}
  },
}))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const personWith = (role: PersonRole): Person => ({ id: 'p', name: 'Wanjiru', role, isYou: true, hasPassword: true })

/** The admin as a person with this role sees it, opened at `route`. */
function openAdmin(role: PersonRole | undefined, route: string) {
  fakeAdminApi({})
  const router = createMemoryRouter(adminRoutes, { initialEntries: [route] })
  const person = role && personWith(role)
  render(
    <SessionContext.Provider
      value={{ info: { csrfToken: 't', isPasswordFromEnvironment: false, person }, onLoggedOut: () => undefined }}
    >
      <RouterProvider router={router} />
    </SessionContext.Provider>,
  )
  return router
}

const sectionNames = () =>
  within(screen.getByRole('navigation', { name: 'Admin sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent)

describe('the sections by kind of access', () => {
  it('the owner sees every section, and who is signed in', () => {
    openAdmin('owner', '/')
    expect(sectionNames()).toEqual(['Inbox', 'Visits', 'Website', 'Look', 'History', 'People', 'Password'])
    expect(screen.getByText('Signed in as Wanjiru')).toBeDefined()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Inbox')
  })

  it('an editor sees the website, its look, its history and the password, and lands on the website', async () => {
    const router = openAdmin('editor', '/')
    expect(sectionNames()).toEqual(['Website', 'Look', 'History', 'Password'])
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/website'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Website' })).toBeDefined()
  })

  it('an inbox account sees the inbox, the visits and the password only', () => {
    openAdmin('inbox', '/')
    expect(sectionNames()).toEqual(['Inbox', 'Visits', 'Password'])
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Inbox')
  })

  it('the Visits screen, loaded when it is opened, takes the focus like every screen', async () => {
    openAdmin('inbox', '/')
    within(screen.getByRole('navigation', { name: 'Admin sections' }))
      .getByRole('link', { name: 'Visits' })
      .click()
    const heading = await screen.findByRole('heading', { level: 1, name: 'Visits' })
    await vi.waitFor(() => expect(document.activeElement).toBe(heading))
  })

  it('an editor cannot open the Visits screen', async () => {
    openAdmin('editor', '/visits')
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Not open to your account')
  })

  it('an inbox account cannot open the Look screen', async () => {
    openAdmin('inbox', '/look')
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Not open to your account')
  })

  it('a section the account cannot use says so in a sentence', () => {
    openAdmin('editor', '/people')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Not open to your account')
    expect(screen.getByText(/Ask the owner/).textContent).toBe(
      'Your account cannot use this part of the admin. Ask the owner if you need it.',
    )
  })

  it('a session without a person, from a server without accounts, is the owner', () => {
    openAdmin(undefined, '/people')
    expect(sectionNames()).toEqual(['Inbox', 'Visits', 'Website', 'Look', 'History', 'People', 'Password'])
    expect(screen.queryByText(/Signed in as/)).toBeNull()
  })
})
