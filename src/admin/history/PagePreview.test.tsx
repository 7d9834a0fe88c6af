// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PagePreview } from './PagePreview.tsx'

afterEach(cleanup)

/** A message from the frame to the editor, as the preview page posts it. */
function fromFrame(frame: HTMLIFrameElement, data: unknown) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: window.location.origin, source: frame.contentWindow }),
    )
  })
}

describe('PagePreview', () => {
  it('opens the preview frame on request and asks it for the page the change touches, from the action’s text', async () => {
    render(<PagePreview source="history/3/undo/preview" />)
    expect(screen.queryByTitle('The page as it will be')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'See the page as it will be' }))

    const frame = screen.getByTitle<HTMLIFrameElement>('The page as it will be')
    expect(frame.getAttribute('src')).toBe('/admin/preview')
    const posted = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => {})
    fromFrame(frame, { kind: 'ready' })
    await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(1))
    expect(posted.mock.calls[0]![0]).toMatchObject({ kind: 'preview', source: 'history/3/undo/preview', path: '' })
    expect(posted.mock.calls[0]![1]).toBe(window.location.origin)

    expect(screen.getByText('Drawing the page…')).toBeTruthy()
    fromFrame(frame, { kind: 'shown', path: '/about', ms: 12 })
    expect(screen.getByText('The page /about as visitors will see it after this:')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Hide the page' }))
    expect(screen.queryByTitle('The page as it will be')).toBeNull()
  })

  it('ignores messages that do not come from its own frame', async () => {
    render(<PagePreview source="history/3/undo/preview" />)
    await userEvent.click(screen.getByRole('button', { name: 'See the page as it will be' }))
    const frame = screen.getByTitle<HTMLIFrameElement>('The page as it will be')
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { kind: 'shown', path: '/x', ms: 1 },
          origin: 'https://elsewhere.example',
        }),
      )
    })
    expect(screen.getByText('Drawing the page…')).toBeTruthy()
    expect(frame).toBeTruthy()
  })
})
