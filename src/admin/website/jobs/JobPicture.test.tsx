// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { UploadedPicture } from '../../../model/admin-api.ts'
import { OutcomeProvider } from '../../outcome/outcome.tsx'
import { JobPicture, type JobPictureValue } from './JobPicture.tsx'

afterEach(cleanup)

const noneWords = 'No picture yet: take a photo now, or choose one the website has.'
const stored: UploadedPicture = { src: '/images/uploads/sofa-1a2b3c4d.jpg', width: 2560, height: 1920 }
const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'sofa.jpg', { type: 'image/jpeg' })

/** The picture of a job's form, holding what she chose as the form does; `waiting` has each thing it was told. */
function renderPicture() {
  const waiting: boolean[] = []
  const onWaiting = (isWaiting: boolean) => waiting.push(isWaiting)
  function Form() {
    const [picture, setPicture] = useState<JobPictureValue>()
    return (
      <JobPicture
        label="Picture (you can leave it out)"
        noneWords={noneWords}
        data={{}}
        picture={picture}
        onPicture={setPicture}
        upload={vi.fn<(file: File) => Promise<UploadedPicture>>(async () => stored)}
        onWaiting={onWaiting}
      />
    )
  }
  render(
    <OutcomeProvider>
      <Form />
    </OutcomeProvider>,
  )
  return { waiting }
}

describe('JobPicture', () => {
  it('says what it holds: nothing, then the photo she chose, then the picture with its description', async () => {
    const { waiting } = renderPicture()
    const group = () => screen.getByRole('group', { name: 'Picture (you can leave it out)' })
    expect(group().textContent).toContain(noneWords)

    await userEvent.upload(screen.getByLabelText('New photo'), photo)
    expect(screen.getByText('Chosen: sofa.jpg. Describe it below, then press “Upload and use”.')).toBeTruthy()
    expect(group().textContent).not.toContain('No picture yet')
    // Another photo can be chosen in its place.
    expect(screen.getByLabelText('Another photo')).toBeTruthy()
    expect(waiting.at(-1)).toBe(true)

    await userEvent.type(
      screen.getByLabelText('Describe the new picture for someone who cannot see it'),
      'A clean grey sofa',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Upload and use' }))
    await waitFor(() => expect(screen.getByText('Chosen: “A clean grey sofa”')).toBeTruthy())
    expect(group().textContent).not.toContain('No picture yet')
    expect(screen.queryByText(/^Chosen: sofa\.jpg/)).toBeNull()
    await waitFor(() => expect(waiting.at(-1)).toBe(false))

    await userEvent.click(screen.getByRole('button', { name: 'Leave the picture out' }))
    expect(group().textContent).toContain(noneWords)
    expect(screen.getByLabelText('New photo')).toBeTruthy()
  })

  it('goes back to no picture when she cancels the photo she chose', async () => {
    const { waiting } = renderPicture()
    await userEvent.upload(screen.getByLabelText('New photo'), photo)
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByText(noneWords)).toBeTruthy()
    expect(waiting.at(-1)).toBe(false)
  })
})
