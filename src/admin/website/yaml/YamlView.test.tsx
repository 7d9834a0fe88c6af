// @vitest-environment jsdom
import { EditorView } from '@codemirror/view'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { JsonSchema } from '../form/json-schema.ts'
import { messages } from '../../../validation/messages.ts'
import { YamlView } from '../YamlView.tsx'

afterEach(cleanup)

const schema: JsonSchema = {
  type: 'object',
  properties: { business: { type: 'object', properties: { name: { type: 'string' }, tagline: { type: 'string' } } } },
}
const text = 'business:\n  name: Duka\n'

async function openEditor(onChange = vi.fn<(text: string) => void>()) {
  const view = render(<YamlView text={text} onChange={onChange} errors={[]} schema={schema} />)
  const content = await screen.findByRole('textbox', { name: 'site.yaml' })
  const editor = EditorView.findFromDOM(content)!
  return { ...view, content, editor, onChange }
}

describe('YamlView', () => {
  it('shows the text under the visible label, described by the help', async () => {
    const { content, editor } = await openEditor()
    expect(content.getAttribute('aria-labelledby')).toBe(screen.getByText('site.yaml').id)
    expect(editor.state.doc.toString()).toBe(text)
    const help = document.getElementById(content.getAttribute('aria-describedby')!)
    expect(help?.textContent).toMatch(/Tab moves to the next control; to indent, use the space bar/)
  })

  it('hands every change of the text to onChange', async () => {
    const { editor, onChange } = await openEditor()
    editor.dispatch({ changes: { from: text.length, insert: '  tagline: Clean\n' } })
    expect(onChange).toHaveBeenLastCalledWith(`${text}  tagline: Clean\n`)
  })

  it('takes in a new text from the props without handing it back, and ignores its own older texts', async () => {
    const { editor, onChange, rerender } = await openEditor()
    const edited = 'business:\n  name: Duka Kubwa\n'
    rerender(<YamlView text={edited} onChange={onChange} errors={[]} schema={schema} />)
    expect(editor.state.doc.toString()).toBe(edited)
    expect(onChange).not.toHaveBeenCalled()

    editor.dispatch({ changes: { from: edited.length, insert: 'a' } })
    editor.dispatch({ changes: { from: edited.length + 1, insert: 'b' } })
    rerender(<YamlView text={`${edited}a`} onChange={onChange} errors={[]} schema={schema} />)
    expect(editor.state.doc.toString()).toBe(`${edited}ab`)
  })

  it('marks the checker’s errors in the text and lists them under it', async () => {
    const { editor, onChange, rerender, content } = await openEditor()
    const errors = [
      {
        line: 2,
        col: 3,
        path: ['business', 'name2'],
        ...messages.unknownKey('business', 'name2', []),
        hint: 'did you mean "name"?',
      },
    ]
    rerender(<YamlView text={text} onChange={onChange} errors={errors} schema={schema} />)
    await waitFor(() => expect(editor.dom.querySelector('.cm-lintRange-error')?.textContent).toBe('name: Duka'))
    expect(screen.getByRole('listitem').textContent).toBe(
      'Line 2, column 3: business: unknown key "name2" did you mean "name"?',
    )
    expect(content.getAttribute('aria-describedby')).toMatch(/-errors$/)

    rerender(<YamlView text={text} onChange={onChange} errors={[]} schema={schema} />)
    await waitFor(() => expect(editor.dom.querySelector('.cm-lintRange-error')).toBeNull())
    expect(screen.queryByRole('listitem')).toBeNull()
  })
})
