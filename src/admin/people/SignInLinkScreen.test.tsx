// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAdminApi, testSession } from '../../testing/admin-test-kit.tsx'
import { SignInLinkScreen } from './SignInLinkScreen.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const session = testSession('inbox')

const choose = async (user: ReturnType<typeof userEvent.setup>, password: string, repeat: string) => {
  await user.type(screen.getByLabelText('Your password'), password)
  await user.type(screen.getByLabelText('Repeat your password'), repeat)
  await user.click(screen.getByRole('button', { name: 'Save and log in' }))
}

describe('SignInLinkScreen', () => {
  it('chooses the password with the token and logs the person in', async () => {
    const api = fakeAdminApi({
      'POST /admin/api/sign-in-link': () => ({ csrfToken: 'token' }),
      'POST /admin/api/session': () => session,
    })
    const onSignedIn = vi.fn<(info: unknown) => void>()
    const user = userEvent.setup()
    render(<SignInLinkScreen token="abc123" onSignedIn={onSignedIn} />)

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choose your password')
    await choose(user, 'a fresh long phrase', 'a fresh long phrase')

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(session))
    expect(api.calls[0]?.body).toEqual({ token: 'abc123', password: 'a fresh long phrase' })
  })

  it('checks the two passwords match before sending them', async () => {
    const api = fakeAdminApi({})
    const user = userEvent.setup()
    render(<SignInLinkScreen token="abc123" onSignedIn={() => undefined} />)

    await choose(user, 'a fresh long phrase', 'another phrase')

    expect(screen.getByText('The two new passwords are not the same. Write the new password again.')).toBeDefined()
    expect(document.activeElement).toBe(screen.getByLabelText('Repeat your password'))
    expect(api.calls).toHaveLength(0)
  })

  it('a used or expired link says so, and to ask the owner for a new one', async () => {
    fakeAdminApi({
      'POST /admin/api/sign-in-link': () => Response.json({ error: 'This link has expired.' }, { status: 410 }),
    })
    const user = userEvent.setup()
    render(<SignInLinkScreen token="old" onSignedIn={() => undefined} />)

    await choose(user, 'a fresh long phrase', 'a fresh long phrase')

    expect((await screen.findByRole('alert')).textContent).toBe(
      'This sign-in link has been used already or is too old. Ask the owner to send you a new one.',
    )
    expect(screen.queryByLabelText('Your password')).toBeNull()
    expect(screen.getByRole('link', { name: 'Go to the login page' }).getAttribute('href')).toBe('/admin/')
  })

  it('a weak password gets the server sentence under the field, and the form stays', async () => {
    fakeAdminApi({
      'POST /admin/api/sign-in-link': () =>
        Response.json(
          { error: 'Use at least 12 characters.', errors: { password: 'Use at least 12 characters.' } },
          { status: 422 },
        ),
    })
    const user = userEvent.setup()
    render(<SignInLinkScreen token="abc" onSignedIn={() => undefined} />)

    await choose(user, 'short', 'short')

    await waitFor(() => expect(screen.getByText('Use at least 12 characters.')).toBeDefined())
    expect(screen.getByLabelText('Your password').getAttribute('aria-invalid')).toBe('true')
  })
})
