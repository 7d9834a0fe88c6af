// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAdminApi, renderScreen, testCsrfToken } from '../../testing/admin-test-kit.tsx'
import { PasswordScreen } from './PasswordScreen.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** The problem written under a field, as its description reads it. */
const problemUnder = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.classList.contains('admin-error'))?.textContent

const fill = async (user: ReturnType<typeof userEvent.setup>, current: string, next: string, repeat: string) => {
  await user.type(screen.getByLabelText('Current password'), current)
  await user.type(screen.getByLabelText('New password'), next)
  await user.type(screen.getByLabelText('Repeat the new password'), repeat)
  await user.click(screen.getByRole('button', { name: 'Change password' }))
}

describe('PasswordScreen', () => {
  it('explains that ADMIN_PASSWORD decides, and shows no form, when the password comes from the server', () => {
    fakeAdminApi({})
    renderScreen(<PasswordScreen />, { isPasswordFromEnvironment: true })

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Password')
    expect(screen.getByText(/cannot be changed here/).textContent).toContain('person who set up the website')
    expect(document.body.textContent).not.toMatch(/ADMIN_PASSWORD|server/)
    expect(screen.queryByLabelText('Current password')).toBeNull()
  })

  it('refuses two different new passwords in the browser, under the repeat field', async () => {
    const api = fakeAdminApi({})
    const user = userEvent.setup()
    renderScreen(<PasswordScreen />)

    await fill(user, 'old password here', 'a fresh long phrase', 'a fresh long phrasf')

    const repeat = screen.getByLabelText('Repeat the new password')
    expect(repeat.getAttribute('aria-invalid')).toBe('true')
    expect(problemUnder(repeat)).toBe('The two new passwords are not the same. Write the new password again.')
    expect(document.activeElement).toBe(repeat)
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBeNull()
    expect(api.calls).toHaveLength(0)
  })

  it("shows the server's field problems under their fields and focuses the first", async () => {
    const api = fakeAdminApi({
      'POST /admin/api/password': () =>
        Response.json(
          {
            error: 'Some of what you wrote needs changing: see the words under each box.',
            errors: { current: 'This is not the current password.', next: 'Use at least 12 characters.' },
          },
          { status: 422 },
        ),
    })
    const user = userEvent.setup()
    renderScreen(<PasswordScreen />)

    await fill(user, 'wrong', 'short', 'short')

    const current = screen.getByLabelText('Current password')
    const next = screen.getByLabelText('New password')
    await waitFor(() => expect(problemUnder(current)).toBe('This is not the current password.'))
    expect(problemUnder(next)).toBe('Use at least 12 characters.')
    expect(screen.queryByText(/see the words under each box/)).toBeNull()
    expect(next.getAttribute('aria-invalid')).toBe('true')
    expect(next.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2)
    expect(document.activeElement).toBe(current)
    expect(api.calls[0]?.body).toEqual({ current: 'wrong', next: 'short' })
    expect(api.calls[0]?.headers['x-csrf-token']).toBe(testCsrfToken)
  })

  it('says the password changed and the other devices were logged out, and clears the fields', async () => {
    fakeAdminApi({ 'POST /admin/api/password': () => ({ ok: true }) })
    const user = userEvent.setup()
    renderScreen(<PasswordScreen />)

    await fill(user, 'old password here', 'a fresh long phrase', 'a fresh long phrase')

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Password changed. You were logged out on your other devices.',
      ),
    )
    for (const label of ['Current password', 'New password', 'Repeat the new password'])
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe('')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
