// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DraftProblem, UploadedPicture } from '../../../model/admin-api.ts'
import type { EditOp } from '../../../site-text/edit.ts'
import { fakeAdminApi } from '../../../testing/admin-test-kit.tsx'
import { testEditorContext } from '../../../testing/editor-context.tsx'
import { ApiError, setCsrfToken } from '../../app/api.ts'
import { OutcomeProvider } from '../../outcome/outcome.tsx'
import { EditorContext, type EditorContextValue } from './editor-context.ts'
import { labelOf, type JsonSchema, type Path } from './json-schema.ts'
import { PictureField } from './PictureField.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const schema: JsonSchema = { type: 'string', description: 'The picture at the top of the post.', 'x-public-file': true }
const postPath = ['blog', 'posts', 0, 'featuredImage', 'src']
/** The field's own label, whatever the editor calls a picture's file. */
const fileLabel = labelOf('src')
const stored: UploadedPicture = { src: '/images/uploads/sofa-before-1a2b3c4d.jpg', width: 2560, height: 1920 }

interface FieldOptions {
  upload?: EditorContextValue['upload']
  published?: unknown
  path?: Path
  errors?: DraftProblem[]
  hasTriedToPublish?: boolean
}

function renderField(data: unknown, options: FieldOptions = {}) {
  const { path = postPath, errors = [] } = options
  const edits: EditOp[] = []
  const context = testEditorContext({
    data,
    published: options.published,
    edit: (op) => edits.push(op),
    problemsAt: () => ({ errors, warnings: [] }),
    upload: vi.fn<EditorContextValue['upload']>(options.upload ?? (async () => stored)),
    hasTriedToPublish: options.hasTriedToPublish,
  })
  setCsrfToken('token')
  render(
    <OutcomeProvider>
      <EditorContext.Provider value={context}>
        <PictureField schema={schema} path={path} isRequired />
      </EditorContext.Provider>
    </OutcomeProvider>,
  )
  return { edits, upload: context.upload }
}

const post = (picture: Record<string, unknown>) => ({ blog: { posts: [{ title: 'Sofas', featuredImage: picture }] } })
const photo = (name = 'sofa before.jpg', type = 'image/jpeg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type })

async function uploadDescribed(description: string) {
  await userEvent.upload(screen.getByLabelText(fileLabel), photo())
  await userEvent.type(screen.getByLabelText('Describe the new picture for someone who cannot see it'), description)
  await userEvent.click(screen.getByRole('button', { name: 'Upload and use' }))
}

describe('PictureField', () => {
  it('shows a drawing in place as it is, named by its description', () => {
    renderField(post({ src: '/images/blog.svg', alt: 'A window' }))

    expect(screen.getByText('In place now: “A window”')).toBeTruthy()
    expect(document.querySelector('.picture-field__current img')?.getAttribute('src')).toBe('/images/blog.svg')
  })

  it('shows a photo in place as a small copy made by the server, never by its file name', () => {
    renderField(post({ src: '/images/uploads/sofa-before-1a2b3c4d.jpg', alt: '' }))

    expect(screen.getByText('In place now (not described yet).')).toBeTruthy()
    expect(screen.queryByText(/sofa before/)).toBeNull()
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

    await waitFor(() => expect(edits).toHaveLength(2))
    expect(upload).toHaveBeenCalledTimes(1)
    expect(edits).toEqual([
      { op: 'set', path: postPath, value: stored.src },
      { op: 'set', path: ['blog', 'posts', 0, 'featuredImage', 'alt'], value: 'A clean sofa' },
    ])
  })

  it('sets the width and height too when the picture sits beside them', async () => {
    const { edits } = renderField(post({ src: '/images/blog.svg', alt: 'A', width: 10, height: 10 }))

    await uploadDescribed('A sofa')

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
    const { edits } = renderField(post({ src: '/images/blog.svg', alt: 'A' }), {
      upload: async () => {
        throw new ApiError(422, 'This picture could not be read; the file may be damaged or incomplete.')
      },
    })

    await uploadDescribed('A sofa')

    expect((await screen.findByRole('alert')).textContent).toBe(
      'This picture could not be read; the file may be damaged or incomplete.',
    )
    expect(edits).toEqual([])
  })

  it('offers the pictures the site has by their descriptions and where they are used, never by file name', async () => {
    fakeAdminApi({
      'GET /admin/api/pictures': () => ({
        pictures: [
          { src: stored.src, isUpload: true, bytes: 1000, modifiedMs: Date.UTC(2026, 10, 23, 11, 5) },
          { src: '/images/blog.svg', isUpload: false, bytes: 500, modifiedMs: 1 },
        ],
      }),
    })
    renderField(post({ src: '/images/blog.svg', alt: 'A window' }))

    await userEvent.click(screen.getByRole('button', { name: 'Choose from your pictures' }))
    const library = await screen.findByRole('region', { name: 'Your pictures' })
    const choices = await within(library).findAllByRole('button')
    expect(choices.map((choice) => [choice.textContent, choice.getAttribute('aria-pressed')])).toEqual([
      ['A photo uploaded 23 Nov 2026, 14:05 Not used yet', 'false'],
      ['A window Used: At the top of the post “Sofas”', 'true'],
    ])
  })

  it('asks afresh how a picture from another place is described here, offering the other description only', async () => {
    fakeAdminApi({
      'GET /admin/api/pictures': () => ({
        pictures: [{ src: '/images/uploads/chair-0a1b2c3d.jpg', isUpload: true, bytes: 1000, modifiedMs: 3 }],
      }),
    })
    const data = {
      services: [{ name: 'Upholstery', image: { src: '/images/uploads/chair-0a1b2c3d.jpg', alt: 'A blue armchair' } }],
      ...post({ src: '/images/blog.svg', alt: 'A window' }),
    }
    const { edits } = renderField(data)

    await userEvent.click(screen.getByRole('button', { name: 'Choose from your pictures' }))
    await userEvent.click(await screen.findByRole('button', { name: /^A blue armchair/ }))

    expect(edits).toEqual([])
    const description = screen.getByLabelText('Describe the chosen picture for someone who cannot see it')
    expect((description as HTMLInputElement).value).toBe('')
    const use = screen.getByRole('button', { name: 'Use this picture' })
    expect((use as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByRole('button', { name: 'Use how it is described elsewhere: “A blue armchair”' })).toBeTruthy()
    await userEvent.type(description, 'Clean curtains in a sitting room')
    await userEvent.click(use)

    expect(edits).toEqual([
      { op: 'set', path: postPath, value: '/images/uploads/chair-0a1b2c3d.jpg' },
      { op: 'set', path: ['blog', 'posts', 0, 'featuredImage', 'alt'], value: 'Clean curtains in a sitting room' },
    ])
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
    const { edits } = renderField(draft, { published })

    await userEvent.click(screen.getByRole('button', { name: 'Choose from your pictures' }))
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'A grey sofa drying Used until you publish: At the top of the post “Sofas”',
      }),
    )

    expect(edits).toEqual([
      { op: 'set', path: postPath, value: stored.src },
      { op: 'set', path: [...postPath.slice(0, -1), 'alt'], value: 'A grey sofa drying' },
    ])
  })

  it("puts a service page's new top picture on its card too, unless she unticks that", async () => {
    const topPath = ['pages', '/window-cleaning', 'blocks', 0, 'image', 'src']
    const data = {
      services: [{ name: 'Window Cleaning', link: '/window-cleaning' }],
      pages: { '/window-cleaning': { blocks: [{ type: 'hero', heading: 'Windows', image: { src: '', alt: '' } }] } },
    }
    const { edits } = renderField(data, { path: topPath })
    const both = screen.getByRole('checkbox', { name: 'Use this picture on the service’s card too' })
    expect((both as HTMLInputElement).checked).toBe(true)

    await uploadDescribed('A clean window')
    await waitFor(() => expect(edits).toHaveLength(3))
    expect(edits[2]).toEqual({
      op: 'set',
      path: ['services', 0, 'image'],
      value: { src: stored.src, alt: 'A clean window' },
    })

    await userEvent.click(both)
    await uploadDescribed('Another window')
    await waitFor(() => expect(edits).toHaveLength(5))
    expect(edits.slice(3).map((edit) => ('path' in edit ? edit.path.at(0) : undefined))).toEqual(['pages', 'pages'])
  })

  it('says nothing is wrong with an empty picture box until it is touched or publishing is tried', async () => {
    const empty = post({ src: '', alt: '' })
    const problem = {
      path: postPath,
      line: 3,
      col: 12,
      message: 'Choose a picture.',
      severity: 'error',
    } as unknown as DraftProblem
    renderField(empty, { errors: [problem] })
    const input = screen.getByLabelText(fileLabel)
    expect(screen.queryByText(/Choose a picture/)).toBeNull()
    expect(input.getAttribute('aria-invalid')).toBeNull()

    input.focus()
    await userEvent.tab()
    expect(screen.getByText(/Choose a picture/)).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    cleanup()

    renderField(empty, { errors: [problem], hasTriedToPublish: true })
    expect(screen.getByText(/Choose a picture/)).toBeTruthy()
  })

  it('says which photo is chosen while it waits for its description, and goes back to none when she cancels', async () => {
    const { edits } = renderField(post({ src: '', alt: '' }))
    expect(screen.getByText('No picture chosen yet.')).toBeTruthy()

    await userEvent.upload(screen.getByLabelText(fileLabel), photo('sofa.jpg'))
    expect(screen.getByText('Chosen: sofa.jpg. Describe it below, then press “Upload and use”.')).toBeTruthy()
    expect(screen.queryByText('No picture chosen yet.')).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByText('No picture chosen yet.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Upload and use' })).toBeNull()
    expect(edits).toEqual([])
  })
})
