// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PublishBar } from './PublishBar.tsx'

afterEach(cleanup)

const props = {
  changeCount: 3,
  errorCount: 0,
  isChecked: true,
  isPublishing: false,
  canUndo: true,
  canRedo: false,
  onUndo: vi.fn<(...args: unknown[]) => void>(),
  onRedo: vi.fn<(...args: unknown[]) => void>(),
  onDiscard: vi.fn<() => Promise<void>>(async () => undefined),
  onPublish: vi.fn<(...args: unknown[]) => void>(),
  onShowErrors: vi.fn<(...args: unknown[]) => void>(),
}

describe('PublishBar', () => {
  it('says how many changes wait and publishes them', async () => {
    const onPublish = vi.fn<(...args: unknown[]) => void>()
    render(<PublishBar {...props} onPublish={onPublish} />)
    expect(screen.getByRole('region', { name: 'Publish your changes' }).textContent).toContain(
      '3 changes waiting to be published.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }))
    expect(onPublish).toHaveBeenCalledOnce()
  })

  it('while problems remain, counts them, leads to them, and Publish shows them instead of publishing', async () => {
    const onPublish = vi.fn<(...args: unknown[]) => void>()
    const onShowErrors = vi.fn<(...args: unknown[]) => void>()
    render(<PublishBar {...props} errorCount={2} onPublish={onPublish} onShowErrors={onShowErrors} />)
    expect(screen.getByText(/2 problems to fix first\./)).toBeTruthy()
    const publish = screen.getByRole('button', { name: 'Publish' })
    expect(publish.className).toContain('is-waiting')
    expect(publish.getAttribute('aria-describedby')).toBeTruthy()
    await userEvent.click(publish)
    await userEvent.click(screen.getByRole('button', { name: 'Show the problems' }))
    expect(onShowErrors).toHaveBeenCalledTimes(2)
    expect(onPublish).not.toHaveBeenCalled()
  })

  it('says what a publish is doing, then its outcome, in place of the count, as a status screen readers announce', () => {
    const { rerender } = render(<PublishBar {...props} isPublishing publishStep="Making the new pages…" />)
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('Making the new pages…')
    rerender(<PublishBar {...props} changeCount={0} outcome={{ tone: 'done', text: 'Published.' }} />)
    expect(screen.getByRole('status')).toBe(status)
    expect(status.textContent).toBe('Published.')
    expect(screen.queryByText(/No changes waiting/)).toBeNull()
    rerender(<PublishBar {...props} changeCount={0} />)
    expect(status.textContent).toBe('No changes waiting.')
  })

  it('says an outcome that went wrong as an alert, beside the count', () => {
    render(<PublishBar {...props} outcome={{ tone: 'problem', text: 'Nothing was published.' }} />)
    expect(screen.getByRole('alert').textContent).toBe('Nothing was published.')
    expect(screen.getByRole('status').textContent).toBe('3 changes waiting to be published.')
  })

  it('offers undo only when there is something to take back', async () => {
    const onUndo = vi.fn<(...args: unknown[]) => void>()
    render(<PublishBar {...props} onUndo={onUndo} />)
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }))
    expect(onUndo).toHaveBeenCalledOnce()
    expect((screen.getByRole('button', { name: 'Redo' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('says when Undo takes every change back at once: the changes the draft was opened with', () => {
    render(<PublishBar {...props} isUndoAll />)
    expect(screen.getByRole('button', { name: 'Undo all' })).toBeTruthy()
  })

  it('discards the changes from the bar, after asking, and only while there are some', async () => {
    const onDiscard = vi.fn<() => Promise<void>>(async () => undefined)
    const { rerender } = render(<PublishBar {...props} onDiscard={onDiscard} />)
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }))
    expect(onDiscard).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes, discard my changes' }))
    await userEvent.click(screen.getByRole('button', { name: 'Keep them' }))
    expect(onDiscard).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Discard changes' }))

    await userEvent.keyboard('{Enter}')
    await userEvent.click(screen.getByRole('button', { name: 'Yes, discard my changes' }))
    expect(onDiscard).toHaveBeenCalledOnce()
    rerender(<PublishBar {...props} changeCount={0} onDiscard={onDiscard} />)
    expect((screen.getByRole('button', { name: 'Discard changes' }) as HTMLButtonElement).disabled).toBe(true)
  })
})
