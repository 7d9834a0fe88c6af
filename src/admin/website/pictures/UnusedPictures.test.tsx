// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAdminApi } from '../../../testing/admin-test-kit.tsx'
import { setCsrfToken } from '../../app/api.ts'
import { UnusedPictures } from './UnusedPictures.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// Uploaded at 14:05 and 09:30 on 23 November in Nairobi (three hours ahead of UTC).
const unused = [
  {
    src: '/images/uploads/old-sofa-1a2b3c4d.jpg',
    isUpload: true,
    bytes: 204_800,
    modifiedMs: Date.UTC(2026, 10, 23, 11, 5),
  },
  {
    src: '/images/uploads/blurry-5e6f7a8b.png',
    isUpload: true,
    bytes: 1024,
    modifiedMs: Date.UTC(2026, 10, 23, 6, 30),
  },
]
const sofa = 'the photo uploaded 23 Nov 2026, 14:05'
const blurry = 'the photo uploaded 23 Nov 2026, 09:30'

describe('UnusedPictures', () => {
  it('lists the unused uploads when asked, and removes one only after asking first', async () => {
    let left = unused
    const api = fakeAdminApi({
      'GET /admin/api/pictures/unused': () => ({ pictures: left }),
      'DELETE /admin/api/uploads/old-sofa-1a2b3c4d.jpg': () => {
        left = left.slice(1)
        return new Response(null, { status: 204 })
      },
    })
    setCsrfToken('token')
    render(<UnusedPictures />)
    expect(screen.getByRole('heading', { name: 'Pictures not used anywhere' })).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Look for pictures not used anywhere' }))
    const items = await screen.findAllByRole('listitem')
    // Named by when they were uploaded, never by their files' names.
    expect(items.map((item) => item.textContent)).toEqual([
      'A photo uploaded 23 Nov 2026, 14:05 (200 KB)Remove',
      'A photo uploaded 23 Nov 2026, 09:30 (1 KB)Remove',
    ])

    await userEvent.click(screen.getByRole('button', { name: `Remove ${sofa}` }))
    const question = screen.getByRole('group', { name: `Remove ${sofa} for good?` })
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false)
    await userEvent.click(within(question).getByRole('button', { name: 'Keep it' }))
    expect(screen.getAllByRole('listitem')).toHaveLength(2)

    await userEvent.click(screen.getByRole('button', { name: `Remove ${sofa}` }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove it' }))

    expect((await screen.findByRole('status')).textContent).toBe('The photo uploaded 23 Nov 2026, 14:05 was removed.')
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'A photo uploaded 23 Nov 2026, 09:30 (1 KB)Remove',
    ])
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/admin/api/uploads/old-sofa-1a2b3c4d.jpg',
    ])
  })

  it("shows the server's sentence when it keeps a picture that came into use", async () => {
    fakeAdminApi({
      'GET /admin/api/pictures/unused': () => ({ pictures: unused.slice(1) }),
      'DELETE /admin/api/uploads/blurry-5e6f7a8b.png': () =>
        Response.json(
          { error: 'This picture is used on the website or in changes not yet published, so it was kept.' },
          { status: 409 },
        ),
    })
    setCsrfToken('token')
    render(<UnusedPictures />)

    await userEvent.click(screen.getByRole('button', { name: 'Look for pictures not used anywhere' }))
    await userEvent.click(await screen.findByRole('button', { name: `Remove ${blurry}` }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove it' }))

    expect((await screen.findByRole('alert')).textContent).toBe(
      'This picture is used on the website or in changes not yet published, so it was kept.',
    )
  })
})
