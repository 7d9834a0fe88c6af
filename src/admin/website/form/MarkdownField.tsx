import { useRef, useState, type TextareaHTMLAttributes } from 'react'
import { isPicture } from '../jobs/choosable-files.ts'
import { pictureChoices } from '../pictures/picture-name.ts'
import { useEditor } from './editor-context.ts'
import { applyTool, type WritingTool } from './writing-tools.ts'

interface MarkdownFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> {
  value: string
  onChange(value: string): void
  /** The site's files; its pictures can be put in the text. */
  files: readonly string[]
  /** Shows the page this text is on in the preview. */
  onPreview(): void
}

const tools: { tool: Exclude<WritingTool, 'picture'>; label: string }[] = [
  { tool: 'bold', label: 'Bold' },
  { tool: 'heading', label: 'Heading' },
  { tool: 'list', label: 'List' },
  { tool: 'link', label: 'Link' },
]

/** A long text with a writing toolbar (bold, heading, list, link, picture) and a way to see it on its page. */
export function MarkdownField({ value, onChange, files, onPreview, ...textarea }: MarkdownFieldProps) {
  const box = useRef<HTMLTextAreaElement>(null)
  const [isChoosingPicture, setIsChoosingPicture] = useState(false)
  const { data } = useEditor()
  const pictures = isChoosingPicture ? pictureChoices(files.filter(isPicture), data) : []

  const use = (tool: WritingTool, picture?: string) => {
    const element = box.current
    if (!element) return
    const next = applyTool(tool, { text: value, start: element.selectionStart, end: element.selectionEnd }, picture)
    onChange(next.text)
    requestAnimationFrame(() => {
      element.focus()
      element.setSelectionRange(next.start, next.end)
    })
  }

  return (
    <div className="markdown-field">
      <div className="markdown-field__tools" role="toolbar" aria-label="Writing tools" aria-controls={textarea.id}>
        {tools.map(({ tool, label }) => (
          <button key={tool} type="button" className="admin-secondary admin-small" onClick={() => use(tool)}>
            {label}
          </button>
        ))}
        <button
          type="button"
          className="admin-secondary admin-small"
          aria-expanded={isChoosingPicture}
          onClick={() => setIsChoosingPicture(!isChoosingPicture)}
        >
          Picture
        </button>
        <button type="button" className="admin-secondary admin-small" onClick={onPreview}>
          Preview
        </button>
      </div>
      {isChoosingPicture && (
        <ul className="markdown-field__pictures" aria-label="Pictures to put in the text">
          {pictures.map(({ file, name }) => (
            <li key={file}>
              <button
                type="button"
                className="admin-secondary admin-small"
                onClick={() => {
                  setIsChoosingPicture(false)
                  use('picture', file)
                }}
              >
                {name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <textarea
        ref={box}
        placeholder="Write here. Leave an empty line between paragraphs; the buttons above make headings, lists and links."
        {...textarea}
        value={value}
        rows={16}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
