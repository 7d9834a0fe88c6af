// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { EditorContext, type EditorContextValue } from './editor-context.ts'
import { FieldView } from './FieldView.tsx'
import type { JsonSchema } from './json-schema.ts'

afterEach(cleanup)

const schema: JsonSchema = {
  type: 'object',
  description: 'The chat button.',
  properties: {
    accountName: { type: 'string', description: 'The name at the top of the chat box.' },
    darkMode: { type: 'boolean', description: 'Dark colours for the chat.' },
    className: { type: 'string', description: 'Extra class names.', 'x-text-only': true },
    style: { type: 'object', description: 'Extra styles.', 'x-text-only': true },
  },
}

function renderChat(data: unknown, path: (string | number)[] = ['chat']) {
  const context: EditorContextValue = {
    data,
    edit: () => {},
    problemsAt: () => ({ errors: [], warnings: [] }),
    isForcedOpen: () => false,
    releaseForcedOpen: () => {},
    onEditing: () => {},
    publicFiles: [],
    upload: () => Promise.reject(new Error('no uploads here')),
  }
  render(
    <EditorContext.Provider value={context}>
      <FieldView schema={schema} path={path} isRequired />
    </EditorContext.Provider>,
  )
}

describe('a group of fields', () => {
  it('leaves out what is written in the whole text only, offered or present', () => {
    renderChat({ chat: { accountName: 'Sparkle', className: 'wide', style: { bottom: 96 } } })
    expect(screen.getByLabelText('Account name')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add dark mode' })).toBeTruthy()
    expect(screen.queryByText(/class name/i)).toBeNull()
    expect(screen.queryByText(/style/i)).toBeNull()
    expect(screen.getByRole('group', { name: 'Add to chat' })).toBeTruthy()
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
    }
    const context: EditorContextValue = {
      data: { field: { kind: 'text' } },
      edit: () => {},
      problemsAt: () => ({ errors: [], warnings: [] }),
      isForcedOpen: () => false,
      releaseForcedOpen: () => {},
      onEditing: () => {},
      publicFiles: [],
      upload: () => Promise.reject(new Error('no uploads here')),
    }
    render(
      <EditorContext.Provider value={context}>
        <FieldView schema={kind} path={['field', 'kind']} isRequired />
      </EditorContext.Provider>,
    )
    const select = screen.getByLabelText('Kind') as HTMLSelectElement
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
    const context: EditorContextValue = {
      data: {
        blog: {
          posts: [
            { id: 4, title: 'Carpets in the dry season', relatedPosts: [7] },
            { id: 7, title: 'Stains on a sofa' },
          ],
        },
      },
      edit: (op) => edits.push(op),
      problemsAt: () => ({ errors: [], warnings: [] }),
      isForcedOpen: () => false,
      releaseForcedOpen: () => {},
      onEditing: () => {},
      publicFiles: [],
      upload: () => Promise.reject(new Error('no uploads here')),
    }
    render(
      <EditorContext.Provider value={context}>
        <FieldView schema={related} path={['blog', 'posts', 0, 'relatedPosts']} isRequired />
      </EditorContext.Provider>,
    )
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
