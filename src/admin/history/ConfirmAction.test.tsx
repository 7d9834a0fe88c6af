// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAdminApi, renderScreen } from '../../testing/admin-test-kit.tsx'
import { useOutcome } from '../outcome/outcome.tsx'
import { StatusBar } from '../outcome/StatusBar.tsx'
import { ConfirmAction } from './ConfirmAction.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const published = () =>
  new Response(`${JSON.stringify({ outcome: 'published', version: 'v2', changed: [], warnings: [] })}\n`)

/** The screen's bar at the bottom, as History has it. */
function Bar() {
  return <StatusBar outcome={useOutcome().outcome} label="What happened" />
}

const confirm = (
  <>
    <ConfirmAction
      path="history/3/undo"
      body={{ version: 'v1' }}
      confirmLabel="Undo these changes"
      doneMessage="Undone."
      onCancel={() => undefined}
      onFinished={() => undefined}
    />
    <Bar />
  </>
)

const bar = () => screen.getByRole('region', { name: 'What happened' })

describe('ConfirmAction', () => {
  it('asks no name when the person signed in has one, and sends theirs', async () => {
    const api = fakeAdminApi({ 'POST /admin/api/history/3/undo': published })
    const user = userEvent.setup()
    renderScreen(confirm, {
      person: { id: 'p2', name: 'Wanjiru', role: 'editor', isYou: true, hasPassword: true },
    })

    expect(screen.queryByLabelText('Your name')).toBeNull()
    expect(screen.getByText('The history will show that Wanjiru did this.')).toBeDefined()
    await user.click(screen.getByRole('button', { name: 'Undo these changes' }))

    await waitFor(() => expect(within(bar()).getByRole('status').textContent).toBe('Undone.'))
    expect(api.calls[0]?.body).toEqual({ version: 'v1', author: 'Wanjiru' })
  })

  it('says a refusal as an alert in the bar, which is out of sight until then', async () => {
    fakeAdminApi({
      'POST /admin/api/history/3/undo': () =>
        Response.json({ error: 'The website changed since you looked at the preview.' }, { status: 409 }),
    })
    const user = userEvent.setup()
    renderScreen(confirm, { person: { id: 'p2', name: 'Wanjiru', role: 'editor', isYou: true, hasPassword: true } })
    expect(bar().className).toContain('is-empty')
    await user.click(screen.getByRole('button', { name: 'Undo these changes' }))

    expect((await within(bar()).findByRole('alert')).textContent).toBe(
      'The website changed since you looked at the preview.',
    )
    expect(bar().className).not.toContain('is-empty')
    expect(within(bar()).getByRole('status').textContent).toBe('')
  })

  it('ticks each step once it is live, and marks the one where a refusal stopped it', async () => {
    const lines =
      (...events: unknown[]) =>
      () =>
        new Response(events.map((event) => `${JSON.stringify(event)}\n`).join(''))
    const wanjiru = { id: 'p2', name: 'Wanjiru', role: 'editor', isYou: true, hasPassword: true } as const
    // The steps are the only list on the screen.
    const steps = () => screen.getAllByRole('listitem').map((item) => item.textContent)

    fakeAdminApi({
      'POST /admin/api/history/3/undo': lines(
        { step: 'checking' },
        { step: 'building' },
        { step: 'switching' },
        {
          step: 'recording',
        },
        { step: 'done' },
        { outcome: 'published', version: 'v2', changed: [], warnings: [] },
      ),
    })
    const user = userEvent.setup()
    const { unmount } = renderScreen(confirm, { person: wanjiru })
    await user.click(screen.getByRole('button', { name: 'Undo these changes' }))
    await waitFor(() => expect(within(bar()).getByRole('status').textContent).toBe('Undone.'))
    expect(steps()).toEqual(['✓Checked', '✓Site built', '✓Switched to the new version', '✓Recorded in the history'])
    unmount()

    fakeAdminApi({
      'POST /admin/api/history/3/undo': lines(
        { step: 'checking' },
        { step: 'building' },
        {
          outcome: 'refused',
          reason: 'build-failed',
          message: 'The site could not be built.',
        },
      ),
    })
    renderScreen(confirm, { person: wanjiru })
    await user.click(screen.getByRole('button', { name: 'Undo these changes' }))
    await within(bar()).findByRole('alert')
    expect(steps()).toEqual(['✓Checked', '✗Stopped while building the site'])
  })

  it('asks for the name when the session has no named person', () => {
    fakeAdminApi({})
    renderScreen(confirm, { person: { id: 'p1', name: '', role: 'owner', isYou: true, hasPassword: true } })
    expect(screen.getByLabelText('Your name')).toBeDefined()
  })
})
