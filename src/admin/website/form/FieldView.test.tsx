// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInEditor } from '../../../testing/editor-context.tsx'
import { FieldView } from './FieldView.tsx'
import type { JsonSchema } from './json-schema.ts'

afterEach(cleanup)

const schema: JsonSchema = {
  type: 'object',
  description: 'The chat button.',
  properties: {
    accountName: {
      type: 'string',
      description: 'The name at the top of the chat box.',
      'x-label': 'name at the top of the chat',
    },
    darkMode: { type: 'boolean', description: 'Dark colours for the chat.', 'x-label': 'dark colours' },
    className: { type: 'string', description: 'Extra class names.', 'x-text-only': true },
    style: { type: 'object', description: 'Extra styles.', 'x-text-only': true },
  },
}

function renderChat(data: unknown, path: (string | number)[] = ['chat']) {
  renderInEditor(<FieldView schema={schema} path={path} isRequired />, { data })
}

describe('a group of fields', () => {
  it('leaves out what is written in the whole text only, offered or present', () => {
    renderChat({ chat: { accountName: 'Sparkle', className: 'wide', style: { bottom: 96 } } })
    expect(screen.getByLabelText('Name at the top of the chat')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add dark colours' })).toBeTruthy()
    expect(screen.queryByText(/class name/i)).toBeNull()
    expect(screen.queryByText(/style/i)).toBeNull()
    expect(screen.getByRole('group', { name: 'Add to chat' })).toBeTruthy()
  })

  it('keeps what only the web developer changes under one closed disclosure, opened for a problem there', async () => {
    const business: JsonSchema = {
      type: 'object',
      required: ['name', 'locale'],
      properties: {
        name: { type: 'string', description: 'The business name.' },
        locale: { type: 'string', description: 'A code like "en-KE".', 'x-advanced': true, 'x-label': 'language' },
        url: { type: 'string', description: 'The live address.', 'x-advanced': true, 'x-label': 'web address' },
      },
    }
    const draw = (forced: string[]) => {
      return renderInEditor(<FieldView schema={business} path={['business']} isRequired />, {
        data: { business: { name: 'Sparkle', locale: 'en-KE' } },
        isForcedOpen: (path) => forced.length > 0 && path.every((part, index) => forced[index] === part),
      })
    }
    const { unmount } = draw([])
    expect(screen.getByLabelText('Name')).toBeTruthy()
    expect(screen.getAllByText('Advanced (rarely needed)')).toHaveLength(1)
    expect(screen.queryByLabelText('Language')).toBeNull()
    expect(document.body.textContent).not.toMatch(/en-KE|Add web address/)
    await userEvent.click(screen.getByText('Advanced (rarely needed)'))
    expect(screen.getByLabelText('Language')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add web address' })).toBeTruthy()
    unmount()

    draw(['business', 'locale'])
    expect(screen.getByLabelText('Language')).toBeTruthy()
  })

  it('names the "Add …" buttons of an item in a list as this item’s, not by a number', () => {
    renderChat({ chats: [{ accountName: 'Sparkle' }] }, ['chats', 0])
    expect(screen.getByRole('group', { name: 'More you can add to this item' })).toBeTruthy()
  })
})

describe('a choice', () => {
  it('offers its values in words, and keeps the value itself', () => {
    const kind: JsonSchema = {
      type: 'string',
      enum: ['text', 'tel', 'services'],
      description: 'What the visitor gives.',
      'x-label': 'kind of answer',
    }
    renderInEditor(<FieldView schema={kind} path={['field', 'kind']} isRequired />, {
      data: { field: { kind: 'text' } },
    })
    const select = screen.getByLabelText('Kind of answer') as HTMLSelectElement
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ['text', 'One line of text'],
      ['tel', 'Phone number'],
      ['services', 'Services'],
    ])
  })
})

describe('a list of posts', () => {
  it('names each post by its title and offers the posts by title, keeping their numbers', async () => {
    const related: JsonSchema = {
      type: 'array',
      description: 'Other posts to suggest at the end.',
      items: { type: 'integer', minimum: 1, description: 'A post to suggest.', 'x-post-ref': true },
    }
    const edits: unknown[] = []
    renderInEditor(<FieldView schema={related} path={['blog', 'posts', 0, 'relatedPosts']} isRequired />, {
      data: {
        blog: {
          posts: [
            { id: 4, title: 'Carpets in the dry season', relatedPosts: [7] },
            { id: 7, title: 'Stains on a sofa' },
          ],
        },
      },
      edit: (op) => edits.push(op),
    })
    expect(screen.getByRole('group', { name: 'Arrange 1. Stains on a sofa' })).toBeTruthy()
    const select = screen.getByLabelText('Item 1') as HTMLSelectElement
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ['4', 'Carpets in the dry season'],
      ['7', 'Stains on a sofa'],
    ])
    await userEvent.selectOptions(select, 'Carpets in the dry season')
    expect(edits).toEqual([{ op: 'set', path: ['blog', 'posts', 0, 'relatedPosts', 0], value: 4 }])
  })
})

describe('the pages', () => {
  it('names each page by its title, adds one by its name, and keeps its address for the web developer', async () => {
    const pages: JsonSchema = {
      type: 'object',
      description: 'Every page of the website.',
      patternProperties: {
        '^/': {
          type: 'object',
          required: ['title'],
          properties: { title: { type: 'string', description: 'The page title.' } },
        },
      },
    }
    const edits: unknown[] = []
    renderInEditor(<FieldView schema={pages} path={['pages']} isRequired />, {
      data: {
        business: { url: 'https://www.ruirucleaning.co.ke' },
        pages: { '/carpetcleaning': { title: 'Carpet Cleaning' } },
      },
      edit: (op) => edits.push(op),
    })
    const page = screen.getByText('Carpet Cleaning')
    await userEvent.click(page)
    expect(document.body.textContent).not.toMatch(/carpetcleaning/)
    await userEvent.click(screen.getByText('Advanced (rarely needed)'))
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('/carpetcleaning')

    await userEvent.type(screen.getByLabelText('Name of a new page'), 'Window Cleaning & Repairs')
    expect(
      screen.getByText('Visitors will find it at www.ruirucleaning.co.ke/window-cleaning-and-repairs'),
    ).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Add page' }))
    expect(edits).toEqual([
      { op: 'set', path: ['pages', '/window-cleaning-and-repairs'], value: { title: 'Window Cleaning & Repairs' } },
    ])
  })
})
