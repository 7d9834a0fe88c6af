// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderBlock } from '../../testing/render-block.tsx'
import { errorUnder } from '../../testing/test-forms.ts'
import { testShell } from '../../testing/test-shell.ts'
import { startFormBlock } from './start-form.ts'
import { formBlockExample } from './schema.ts'
import { FormBlock } from './FormBlock.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const nameField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Your name' })
const messageField = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' })

describe('FormBlock', () => {
  it('shows the form named by the block under its title, with labelled fields and a send button', () => {
    renderBlock(<FormBlock {...formBlockExample} />)
    const form = screen.getByRole('form', { name: 'Get a Free Quote' })
    expect(form.closest('section')?.id).toBe('quote')
    expect(screen.getAllByRole('textbox').map((field) => field.getAttribute('name'))).toEqual(['name', 'message'])
    expect(nameField().required).toBe(true)
    expect(messageField().tagName).toBe('TEXTAREA')
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('type')).toBe('submit')
  })

  it('drawn by React, as in the editor’s preview, comes alive with its behaviour: sent empty, it shows each message under its field, sends nothing and keeps what was typed', async () => {
    const open = vi.fn<typeof window.open>()
    vi.stubGlobal('open', open)
    const { container } = renderBlock(<FormBlock {...formBlockExample} />)
    startFormBlock(container, async () => testShell)
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() =>
      expect([nameField(), messageField()].map(errorUnder)).toEqual(['Name is required', 'Message is required']),
    )
    expect(screen.getByRole('status').textContent).toBe('Please correct the fields marked below.')
    expect(document.activeElement).toBe(nameField())

    await userEvent.type(nameField(), 'Amina')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(nameField().value).toBe('Amina')
    expect(nameField().getAttribute('aria-invalid')).toBeNull()
    expect(errorUnder(messageField())).toBe('Message is required')
    expect(document.activeElement).toBe(messageField())
    expect(open).not.toHaveBeenCalled()
  })

  it('shows nothing for a form that the site does not define', () => {
    const { container } = renderBlock(<FormBlock form="quote" />, { shell: { ...testShell, forms: {} } })
    expect(container.innerHTML).toBe('')
  })
})
