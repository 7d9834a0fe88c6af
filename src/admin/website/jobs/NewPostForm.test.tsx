// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { UploadedPicture } from '../../../model/admin-api.ts'
import { OutcomeProvider } from '../../outcome/outcome.tsx'
import { NewPostForm } from './NewPostForm.tsx'

afterEach(cleanup)

const data = { blog: { categories: ['Carpet Cleaning'], posts: [{ id: 4, slug: 'clean-windows' }] } }

describe('NewPostForm', () => {
  it('starts from a title, a day from the date box, and a new category', async () => {
    const onAdd = vi.fn<(...args: unknown[]) => void>()
    render(
      <OutcomeProvider>
        <NewPostForm
          data={data}
          upload={vi.fn<(file: File) => Promise<UploadedPicture>>()}
          onAdd={onAdd}
          onCancel={vi.fn<(...args: unknown[]) => void>()}
        />
      </OutcomeProvider>,
    )
    await userEvent.keyboard('Clean Windows')
    expect(screen.getByText('Its web address will be /blog/clean-windows-2')).toBeTruthy()
    const day = screen.getByLabelText('Day it is published') as HTMLInputElement
    expect(day.type).toBe('date')
    expect(day.value).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    await userEvent.clear(day)
    await userEvent.type(day, '2026-11-20')
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'A new category…')
    await userEvent.type(screen.getByLabelText('Name of the new category'), 'Window Cleaning')
    await userEvent.click(screen.getByRole('button', { name: 'Start the post' }))
    expect(onAdd).toHaveBeenCalledWith({
      title: 'Clean Windows',
      date: '2026-11-20',
      category: 'Window Cleaning',
      picture: undefined,
    })
  })
})
