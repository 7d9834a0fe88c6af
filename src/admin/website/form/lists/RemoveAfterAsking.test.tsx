// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInEditor } from '../../../../testing/editor-context.tsx'
import type { EditorContextValue } from '../editor-context.ts'
import { RemoveAfterAsking } from './RemoveAfterAsking.tsx'

afterEach(cleanup)

const data = {
  services: [{ name: 'Sofa Cleaning', link: '/sofa' }],
  pages: {
    '/sofa': { title: 'Sofa' },
    '/': { title: 'Home', blocks: [{ type: 'hero', buttons: [{ link: '/sofa' }] }] },
  },
}

function renderWith(editAll: EditorContextValue['editAll']) {
  renderInEditor(<RemoveAfterAsking listPath={['services']} index={0} name="1. Sofa Cleaning" isDisabled={false} />, {
    data,
    editAll,
    describe: (path) => (path[1] === '/' ? 'Page “Home”, a button' : path.join(' ')),
  })
}

describe('RemoveAfterAsking', () => {
  it('asks first, names the links that would break, and removes nothing when kept', async () => {
    const editAll = vi.fn<(ops: unknown[]) => boolean>(() => true)
    renderWith(editAll)
    await userEvent.click(screen.getByRole('button', { name: 'Remove 1. Sofa Cleaning' }))
    const question = screen.getByRole('group', {
      name: 'Remove Sofa Cleaning with its page, its place in the menus and its choice in the forms?',
    })
    expect(question.textContent).toContain('These links would lead nowhere until you change them:')
    expect(screen.getByRole('listitem').textContent).toBe('Page “Home”, a button')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes, remove it' }))
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }))
    expect(editAll).not.toHaveBeenCalled()
  })

  it('removes the service with its page as one change once confirmed', async () => {
    const editAll = vi.fn<(ops: unknown[]) => boolean>(() => true)
    renderWith(editAll)
    await userEvent.click(screen.getByRole('button', { name: 'Remove 1. Sofa Cleaning' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove it' }))
    expect(editAll).toHaveBeenCalledWith(
      expect.arrayContaining([
        { op: 'remove', path: ['services', 0] },
        { op: 'remove', path: ['pages', '/sofa'] },
      ]),
    )
  })
})
