import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'

// The chat widget as a visitor finds it, for tests that draw it with the account name "Ruiru Cleaning".

export const user = () => userEvent.setup({ delay: null })
export const toggle = () => screen.getByRole('button', { name: /^Chat with Ruiru Cleaning on WhatsApp/ })
export const chat = () => screen.queryByRole('dialog', { name: 'Ruiru Cleaning' })
export const chatInput = () => screen.getByRole('textbox', { name: 'Message to Ruiru Cleaning' })
export const greeting = () => screen.queryByText('Hello! How can we assist you today?')
export const typing = () => screen.queryByText('Ruiru Cleaning is typing…')
/** Moves fake timers on by `seconds`. */
export const advance = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000))
