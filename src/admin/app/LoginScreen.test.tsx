// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAdminApi, testSession } from '../../testing/admin-test-kit.tsx'
import { LoginScreen } from './LoginScreen.tsx'
import type { AdminSessionInfo } from './session.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const session = testSession('editor')

describe('LoginScreen', () => {
  it('says what to do when the password is lost, in her words, not the server’s', () => {
    render(<LoginScreen onLoggedIn={vi.fn<(info: AdminSessionInfo) => void>()} />)
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeTruthy()
    expect(screen.getByText(/Ask the owner of the website to send you a sign-in link/)).toBeTruthy()
    expect(document.body.textContent).not.toMatch(/terminal|ADMIN_PASSWORD|server/i)
  })

  it('logs in by name and hands over the session with the person', async () => {
    const api = fakeAdminApi({
      'POST /admin/api/login': () => ({ csrfToken: 'token' }),
      'POST /admin/api/session': () => session,
    })
    const onLoggedIn = vi.fn<(info: unknown) => void>()
    const user = userEvent.setup()
    render(<LoginScreen onLoggedIn={onLoggedIn} />)

    await user.type(screen.getByLabelText('Your name or email'), '  Wanjiru ')
    await user.type(screen.getByLabelText('Password'), 'a long enough phrase')
    await user.click(screen.getByRole('button', { name: 'Log in' }))

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(session))
    expect(api.calls[0]?.body).toEqual({ name: 'Wanjiru', password: 'a long enough phrase' })
  })

  it('sends no name when it is left empty, so the owner logs in with the password alone', async () => {
    const api = fakeAdminApi({
      'POST /admin/api/login': () => ({ csrfToken: 'token' }),
      'POST /admin/api/session': () => session,
    })
    const user = userEvent.setup()
    render(<LoginScreen onLoggedIn={() => undefined} />)

    expect(screen.getByLabelText('Your name or email').getAttribute('aria-describedby')).toBeTruthy()
    await user.type(screen.getByLabelText('Password'), 'the first password')
    await user.keyboard('{Enter}')

    await waitFor(() => expect(api.calls).toHaveLength(2))
    expect(api.calls[0]?.body).toEqual({ password: 'the first password' })
  })

  it("shows the server's sentence under the password and keeps what was typed", async () => {
    fakeAdminApi({
      'POST /admin/api/login': () => Response.json({ error: 'Wrong name or password.' }, { status: 401 }),
    })
    const onLoggedIn = vi.fn<(info: unknown) => void>()
    const user = userEvent.setup()
    render(<LoginScreen onLoggedIn={onLoggedIn} />)

    await user.type(screen.getByLabelText('Your name or email'), 'wanjiru@example.com')
    await user.type(screen.getByLabelText('Password'), 'not the one')
    await user.click(screen.getByRole('button', { name: 'Log in' }))

    const password = screen.getByLabelText('Password')
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong name or password.')
    expect(password.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Wrong name or password.',
    )
    expect(document.activeElement).toBe(password)
    expect((screen.getByLabelText('Your name or email') as HTMLInputElement).value).toBe('wanjiru@example.com')
    expect((password as HTMLInputElement).value).toBe('not the one')
    expect(onLoggedIn).not.toHaveBeenCalled()
  })

  it('asks for the password in the browser when it is empty', async () => {
    const api = fakeAdminApi({})
    const user = userEvent.setup()
    render(<LoginScreen onLoggedIn={() => undefined} />)

    await user.click(screen.getByRole('button', { name: 'Log in' }))

    expect(screen.getByRole('alert').textContent).toBe('Write your password.')
    expect(api.calls).toHaveLength(0)
  })
})
