// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { UploadedPicture } from '../../../model/admin-api.ts'
import { fakeAdminApi } from '../../../testing/admin-test-kit.tsx'
import { handTypedServiceOptions } from '../../../testing/test-forms.ts'
import { testShell } from '../../../testing/test-shell.ts'
import { setCsrfToken } from '../../app/api.ts'
import { OutcomeProvider } from '../../outcome/outcome.tsx'
import { AddServiceForm } from './AddServiceForm.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const data = {
  business: { url: 'https://www.ruirucleaning.co.ke' },
  pages: { '/': {} },
  services: [{ name: 'Upholstery', image: { src: '/images/uploads/chair-0a1b2c3d.jpg', alt: 'A blue armchair' } }],
}
const stored: UploadedPicture = { src: '/images/uploads/window-1a2b3c4d.jpg', width: 2560, height: 1920 }
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'IMG_2041.jpg', { type: 'image/jpeg' })

function renderForm(upload = vi.fn<(file: File) => Promise<UploadedPicture>>(async () => stored)) {
  const onAdd = vi.fn<(...args: unknown[]) => void>()
  setCsrfToken('token')
  render(
    <OutcomeProvider>
      <AddServiceForm data={data} upload={upload} onAdd={onAdd} onCancel={vi.fn<(...args: unknown[]) => void>()} />
    </OutcomeProvider>,
  )
  return { onAdd, upload }
}

async function nameIt() {
  await userEvent.type(screen.getByLabelText('Name of the service'), 'Window Cleaning')
  await userEvent.type(screen.getByLabelText('One sentence about it'), 'Clear windows.')
}

describe('AddServiceForm', () => {
  it('asks for the name first, shows the address made from it, and adds the service', async () => {
    const { onAdd } = renderForm()
    expect(document.activeElement).toBe(screen.getByLabelText('Name of the service'))
    await userEvent.keyboard('Window Cleaning')
    expect(screen.getByText('Visitors will find its page at www.ruirucleaning.co.ke/window-cleaning')).toBeTruthy()
    await userEvent.type(screen.getByLabelText('One sentence about it'), 'Clear windows.')
    await userEvent.click(screen.getByRole('button', { name: 'Add the service' }))
    expect(onAdd).toHaveBeenCalledWith({ name: 'Window Cleaning', summary: 'Clear windows.', picture: undefined })
  })

  it('takes a photo from the phone, asks how it is described, and puts it on the card and the page', async () => {
    const { onAdd, upload } = renderForm()
    await nameIt()
    const picture = screen.getByRole('group', { name: 'Picture (you can leave it out)' })
    const input = within(picture).getByLabelText('New photo') as HTMLInputElement
    expect([input.type, input.accept]).toEqual(['file', 'image/jpeg,image/png,image/webp'])

    await userEvent.upload(input, photo())
    await userEvent.click(screen.getByRole('button', { name: 'Add the service' }))
    expect(screen.getByRole('alert').textContent).toMatch(/^Finish with the picture first/)
    await userEvent.type(
      within(picture).getByLabelText('Describe the new picture for someone who cannot see it'),
      'Sparkling office windows',
    )
    await userEvent.click(within(picture).getByRole('button', { name: 'Upload and use' }))
    await waitFor(() => expect(within(picture).getByText('Chosen: “Sparkling office windows”')).toBeTruthy())
    expect(upload).toHaveBeenCalledOnce()
    const onCard = within(picture).getByRole('checkbox', { name: 'Use this picture on the service’s card too' })
    expect((onCard as HTMLInputElement).checked).toBe(true)

    await userEvent.click(screen.getByRole('button', { name: 'Add the service' }))
    expect(onAdd).toHaveBeenCalledWith({
      name: 'Window Cleaning',
      summary: 'Clear windows.',
      picture: { src: stored.src, alt: 'Sparkling office windows' },
      isPictureOnCard: true,
    })
  })

  it('asks afresh for the description of a picture the website uses elsewhere, and can keep it off the card', async () => {
    fakeAdminApi({
      'GET /admin/api/pictures': () => ({
        pictures: [{ src: '/images/uploads/chair-0a1b2c3d.jpg', isUpload: true, bytes: 1000, modifiedMs: 3 }],
      }),
    })
    const { onAdd } = renderForm()
    await nameIt()
    await userEvent.click(screen.getByRole('button', { name: 'Choose from your pictures' }))
    await userEvent.click(
      await screen.findByRole('button', { name: /^A blue armchair Used: In the list of services, Upholstery card/ }),
    )
    const description = screen.getByLabelText('Describe the chosen picture for someone who cannot see it')
    expect((description as HTMLInputElement).value).toBe('')
    await userEvent.type(description, 'Curtains, freshly washed')
    await userEvent.click(screen.getByRole('button', { name: 'Use this picture' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Use this picture on the service’s card too' }))
    await userEvent.click(screen.getByRole('button', { name: 'Add the service' }))

    expect(onAdd).toHaveBeenCalledWith({
      name: 'Window Cleaning',
      summary: 'Clear windows.',
      picture: { src: '/images/uploads/chair-0a1b2c3d.jpg', alt: 'Curtains, freshly washed' },
      isPictureOnCard: false,
    })
  })

  it('says in one sentence what is missing', async () => {
    const { onAdd } = renderForm()
    await userEvent.click(screen.getByRole('button', { name: 'Add the service' }))
    expect(screen.getByRole('alert').textContent).toBe('Write the name of the service.')
    expect(onAdd).not.toHaveBeenCalled()
  })

  it('is closed with Escape', async () => {
    const onCancel = vi.fn<(...args: unknown[]) => void>()
    render(
      <OutcomeProvider>
        <AddServiceForm
          data={data}
          upload={vi.fn<(file: File) => Promise<UploadedPicture>>()}
          onAdd={vi.fn<(...args: unknown[]) => void>()}
          onCancel={onCancel}
        />
      </OutcomeProvider>,
    )
    await userEvent.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledOnce()
  })

  it('offers to add it to each list typed by hand, ticked, naming the form; she may untick one', async () => {
    const onAdd = vi.fn<(...args: unknown[]) => void>()
    const withLists = {
      ...data,
      services: testShell.services,
      forms: {
        booking: {
          title: 'Book a Visit',
          fields: [{ name: 'service', label: 'Service', kind: 'select', optionsFrom: 'services' }],
        },
        contact: {
          title: 'Send Us a Message',
          fields: [
            { name: 'cleaningService', label: 'Cleaning service', kind: 'select', options: handTypedServiceOptions },
          ],
        },
      },
    }
    render(
      <OutcomeProvider>
        <AddServiceForm
          data={withLists}
          upload={vi.fn<(file: File) => Promise<UploadedPicture>>()}
          onAdd={onAdd}
          onCancel={vi.fn<(...args: unknown[]) => void>()}
        />
      </OutcomeProvider>,
    )
    const lists = screen.getByRole('group', { name: 'Lists typed by hand' })
    const tick = within(lists).getByRole('checkbox', {
      name: 'Add it to “Cleaning service” in the form “Send Us a Message”',
    })
    expect((tick as HTMLInputElement).checked).toBe(true)
    expect(within(lists).getAllByRole('checkbox')).toHaveLength(1)
    await nameIt()
    await userEvent.click(tick)
    await userEvent.click(screen.getByRole('button', { name: 'Add the service' }))
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ name: 'Window Cleaning', addToLists: [] }))
  })
})
