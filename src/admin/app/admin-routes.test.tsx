// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Person, PersonRole } from '../../model/admin-api.ts'
import { adminSections, sectionNames } from '../../model/admin-sections.ts'
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

const shownSections = () =>
  within(screen.getByRole('navigation', { name: 'Admin sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent)

const roles: PersonRole[] = ['owner', 'editor', 'inbox']

/** The sections src/model/admin-sections.ts opens to this kind of account, in the order of the header. */
const sectionsOpenTo = (role: PersonRole) => sectionNames.filter((name) => adminSections[name].roles.includes(role))

const labelsOpenTo = (role: PersonRole) => sectionsOpenTo(role).map((name) => adminSections[name].label)

describe('the sections by kind of access', () => {
  it('the owner sees every section, and who is signed in', () => {
    openAdmin('owner', '/')
    expect(shownSections()).toEqual(Object.values(adminSections).map((section) => section.label))
    expect(screen.getByText('Signed in as Wanjiru')).toBeDefined()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Inbox')
  })

  it('an editor sees the sections open to editors, and lands on the first of them', async () => {
    const router = openAdmin('editor', '/')
    expect(shownSections()).toEqual(labelsOpenTo('editor'))
    const { address, label } = adminSections[sectionsOpenTo('editor')[0]!]
    expect(address).not.toBe('/')
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(address))
    expect(await screen.findByRole('heading', { level: 1, name: label })).toBeDefined()
  })

  it('an inbox account sees the sections open to it, and lands on the inbox', () => {
    openAdmin('inbox', '/')
    expect(shownSections()).toEqual(labelsOpenTo('inbox'))
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
    expect(shownSections()).toEqual(labelsOpenTo('owner'))
    expect(screen.queryByText(/Signed in as/)).toBeNull()
  })
})

describe('each section at its address', () => {
  const openings = sectionNames
    .filter((name) => adminSections[name].address !== '/')
    .flatMap((name) => {
      const { address, label } = adminSections[name]
      return roles.map((role) => ({
        address,
        role,
        heading: sectionsOpenTo(role).includes(name) ? label : 'Not open to your account',
      }))
    })

  it.each(openings)('$address as $role shows $heading', async ({ address, role, heading }) => {
    openAdmin(role, address)
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(heading)
  })
})
