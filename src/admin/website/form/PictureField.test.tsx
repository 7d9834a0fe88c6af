// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { UploadedPicture } from '../../../model/admin-api.ts'
import type { EditOp } from '../../../site-text/edit.ts'
import { fakeAdminApi } from '../../../testing/admin-test-kit.tsx'
import { ApiError, setCsrfToken } from '../../app/api.ts'
import { EditorContext, type EditorContextValue } from './editor-context.ts'
import { labelOf, type JsonSchema } from './json-schema.ts'
import { PictureField } from './PictureField.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const schema: JsonSchema = { type: 'string', description: 'The picture at the top of the post.', 'x-public-file': true }
const path = ['blog', 'posts', 0, 'featuredImage', 'src']
/** The field's own label, whatever the editor calls a picture's file. */
const fileLabel = labelOf('src')
const stored: UploadedPicture = { src: '/images/uploads/sofa-before-1a2b3c4d.jpg', width: 2560, height: 1920 }

function renderField(
  data: unknown,
  upload: EditorContextValue['upload'] = async () => stored,
  published: unknown = undefined,
) {
  const edits: EditOp[] = []
  const context: EditorContextValue = {
    data,
    published,
    edit: (op) => edits.push(op),
    problemsAt: () => ({ errors: [], warnings: [] }),
    isForcedOpen: () => false,
    releaseForcedOpen: () => {},
    onEditing: () => {},
    publicFiles: [],
    upload: vi.fn<EditorContextValue['upload']>(upload),
  }
  setCsrfToken('token')
  render(
    <EditorContext.Provider value={context}>
      <PictureField schema={schema} path={path} isRequired />
    </EditorContext.Provider>,
  )
  return { edits, upload: context.upload }
}

const post = (picture: Record<string, unknown>) => ({ blog: { posts: [{ featuredImage: picture }] } })
const photo = (name = 'sofa before.jpg', type = 'image/jpeg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type })

describe('PictureField', () => {
  it('shows a drawing in place as it is', () => {
    renderField(post({ src: '/images/blog.svg', alt: 'A window' }))

    expect(screen.getByText('In place now: blog')).toBeTruthy()
    expect(document.querySelector('.picture-field__current img')?.getAttribute('src')).toBe('/images/blog.svg')
  })

  it('shows a photo in place as a small copy made by the server', () => {
    renderField(post({ src: '/images/uploads/sofa-before-1a2b3c4d.jpg', alt: 'A sofa' }))

    expect(screen.getByText('In place now: sofa before')).toBeTruthy()
    expect(document.querySelector('.picture-field__current img')?.getAttribute('src')).toBe(
      '/admin/api/pictures/thumbnail?src=%2Fimages%2Fuploads%2Fsofa-before-1a2b3c4d.jpg',
    )
  })

  it('takes a photo or picks one, in kinds browsers can show, without forcing the camera', () => {
    renderField(post({ src: '/images/blog.svg', alt: 'A window' }))
    const input = screen.getByLabelText(fileLabel) as HTMLInputElement
    expect([input.type, input.accept, input.hasAttribute('capture')]).toEqual([
      'file',
      'image/jpeg,image/png,image/webp',
      false,
    ])
  })

  it('uploads a photo only once it is described, then puts it and its description in the draft at once', async () => {
    const { edits, upload } = renderField(post({ src: '/images/blog.svg', alt: 'A window' }))

    await userEvent.upload(screen.getByLabelText(fileLabel), photo())
    await waitFor(() =>
      expect(document.querySelector('.picture-upload__chosen img')?.getAttribute('src')).toMatch(/^data:image\/jpeg;/),
    )
    const button = screen.getByRole('button', { name: 'Upload and use' })
    expect((button as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByText('For example: A cleaner shampooing a grey sofa in a sitting room.')).toBeTruthy()
    await userEvent.type(
      screen.getByLabelText('Describe the new picture for someone who cannot see it'),
      'A clean sofa',
    )
    await userEvent.click(button)

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'The new picture is in place. Publish to show it on the website.',
      ),
    )
    expect(upload).toHaveBeenCalledTimes(1)
    expect(edits).toEqual([
      { op: 'set', path, value: stored.src },
      { op: 'set', path: ['blog', 'posts', 0, 'featuredImage', 'alt'], value: 'A clean sofa' },
    ])
  })

  it('sets the width and height too when the picture sits beside them', async () => {
    const { edits } = renderField(post({ src: '/images/blog.svg', alt: 'A', width: 10, height: 10 }))

    await userEvent.upload(screen.getByLabelText(fileLabel), photo())
    await userEvent.type(screen.getByLabelText('Describe the new picture for someone who cannot see it'), 'A sofa')
    await userEvent.click(screen.getByRole('button', { name: 'Upload and use' }))

    await waitFor(() => expect(edits).toHaveLength(4))
    expect(edits.slice(2)).toEqual([
      { op: 'set', path: ['blog', 'posts', 0, 'featuredImage', 'width'], value: 2560 },
      { op: 'set', path: ['blog', 'posts', 0, 'featuredImage', 'height'], value: 1920 },
    ])
  })

  it("refuses an iPhone's HEIC photo in a sentence without sending it", async () => {
    const { upload, edits } = renderField(post({ src: '/images/blog.svg', alt: 'A' }))

    await userEvent.upload(screen.getByLabelText(fileLabel), photo('IMG_0001.HEIC', 'image/heic'), {
      applyAccept: false,
    })

    expect(screen.getByRole('alert').textContent).toMatch(/^This photo is in the iPhone's own format \(HEIC\)/)
    expect(screen.queryByRole('button', { name: 'Upload and use' })).toBeNull()
    expect(upload).not.toHaveBeenCalled()
    expect(edits).toEqual([])
  })

  it("shows the server's sentence when it refuses the picture, and changes nothing", async () => {
    const { edits } = renderField(post({ src: '/images/blog.svg', alt: 'A' }), async () => {
      throw new ApiError(422, 'This picture could not be read; the file may be damaged or incomplete.')
    })

    await userEvent.upload(screen.getByLabelText(fileLabel), photo())
    await userEvent.type(screen.getByLabelText('Describe the new picture for someone who cannot see it'), 'A sofa')
    await userEvent.click(screen.getByRole('button', { name: 'Upload and use' }))

    expect((await screen.findByRole('alert')).textContent).toBe(
      'This picture could not be read; the file may be damaged or incomplete.',
    )
    expect(edits).toEqual([])
  })

  it('offers the pictures the site has, uploads first, and puts the chosen one in the draft', async () => {
    fakeAdminApi({
      'GET /admin/api/pictures': () => ({
        pictures: [
          { src: stored.src, isUpload: true, bytes: 1000, modifiedMs: 2 },
          { src: '/images/blog.svg', isUpload: false, bytes: 500, modifiedMs: 1 },
        ],
      }),
    })
    const { edits } = renderField(post({ src: '/images/blog.svg', alt: 'A' }))

    await userEvent.click(screen.getByRole('button', { name: 'Choose from your pictures' }))
    const choices = await screen.findAllByRole('button', { pressed: false })
    expect(choices.map((choice) => choice.getAttribute('aria-label') ?? choice.textContent)).toEqual([
      'sofa before, uploaded',
    ])
    expect(screen.getByRole('button', { pressed: true, name: 'blog' })).toBeTruthy()
    choices[0]!.focus()
    await userEvent.keyboard('{Enter}')

    expect(edits).toEqual([{ op: 'set', path, value: stored.src }])
    expect(screen.queryByRole('heading', { name: 'Your pictures' })).toBeNull()
  })

  it('puts back the description the website has for a chosen picture, so putting the published one back leaves no change', async () => {
    fakeAdminApi({
      'GET /admin/api/pictures': () => ({
        pictures: [
          { src: '/images/uploads/blurry-0a1b2c3d.jpg', isUpload: true, bytes: 1000, modifiedMs: 3 },
          { src: stored.src, isUpload: true, bytes: 1000, modifiedMs: 2 },
        ],
      }),
    })
    const published = post({ src: stored.src, alt: 'A grey sofa drying' })
    const draft = post({ src: '/images/uploads/blurry-0a1b2c3d.jpg', alt: 'A blurry sofa' })
    const { edits } = renderField(draft, undefined, published)

    await userEvent.click(screen.getByRole('button', { name: 'Choose from your pictures' }))
    await userEvent.click(await screen.findByRole('button', { name: 'sofa before, uploaded' }))

    expect(edits).toEqual([
      { op: 'set', path, value: stored.src },
      { op: 'set', path: [...path.slice(0, -1), 'alt'], value: 'A grey sofa drying' },
    ])
  })
})
