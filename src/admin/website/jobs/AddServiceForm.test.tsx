// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AddServiceForm } from './AddServiceForm.tsx'

afterEach(cleanup)

const data = { pages: { '/': {} }, services: [] }

describe('AddServiceForm', () => {
  it('asks for the name first, shows the address made from it, and adds the service', async () => {
    const onAdd = vi.fn<(...args: unknown[]) => void>()
    render(
      <AddServiceForm
        data={data}
        pictures={['/images/a-room.jpg', '/price-list.pdf']}
        onAdd={onAdd}
        onCancel={vi.fn<(...args: unknown[]) => void>()}
      />,
    )
    expect(document.activeElement).toBe(screen.getByLabelText('Name of the service'))
    await userEvent.keyboard('Window Cleaning')
    expect(screen.getByText('Its page will be at /window-cleaning')).toBeTruthy()
    await userEvent.type(screen.getByLabelText('One sentence about it'), 'Clear windows.')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['No picture', 'a room'])
    await userEvent.click(screen.getByRole('button', { name: 'Add the service' }))
    expect(onAdd).toHaveBeenCalledWith({ name: 'Window Cleaning', summary: 'Clear windows.', picture: undefined })
  })

  it('says in one sentence what is missing, and asks to describe a chosen picture', async () => {
    const onAdd = vi.fn<(...args: unknown[]) => void>()
    render(
      <AddServiceForm
        data={data}
        pictures={['/images/a-room.jpg']}
        onAdd={onAdd}
        onCancel={vi.fn<(...args: unknown[]) => void>()}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Add the service' }))
    expect(screen.getByRole('alert').textContent).toBe('Write the name of the service.')
    await userEvent.type(screen.getByLabelText('Name of the service'), 'Window Cleaning')
    await userEvent.type(screen.getByLabelText('One sentence about it'), 'Clear windows.')
    await userEvent.selectOptions(screen.getByLabelText('Picture (you can leave it out)'), 'a room')
    await userEvent.click(screen.getByRole('button', { name: 'Add the service' }))
    expect(screen.getByRole('alert').textContent).toBe('Describe the picture for someone who cannot see it.')
    expect(onAdd).not.toHaveBeenCalled()
  })

  it('is closed with Escape', async () => {
    const onCancel = vi.fn<(...args: unknown[]) => void>()
    render(
      <AddServiceForm data={data} pictures={[]} onAdd={vi.fn<(...args: unknown[]) => void>()} onCancel={onCancel} />,
    )
    await userEvent.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledOnce()
  })
})
