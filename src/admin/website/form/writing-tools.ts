/** A text and the part of it selected. */
export interface Selected {
  text: string
  start: number
  end: number
}

export type WritingTool = 'bold' | 'heading' | 'list' | 'link' | 'picture'

const lineStart = (text: string, at: number) => text.lastIndexOf('\n', at - 1) + 1

/** Puts `before` and `after` around the selection (or `fallback` when nothing is selected), which stays selected. */
function wrap({ text, start, end }: Selected, before: string, after: string, fallback: string): Selected {
  const inner = start === end ? fallback : text.slice(start, end)
  return {
    text: `${text.slice(0, start)}${before}${inner}${after}${text.slice(end)}`,
    start: start + before.length,
    end: start + before.length + inner.length,
  }
}

/** Starts every selected line with `mark`, keeping the selection over the same lines. */
function markLines({ text, start, end }: Selected, mark: string): Selected {
  const from = lineStart(text, start)
  const lines = text.slice(from, end).split('\n')
  const marked = lines.map((line) => (line.startsWith(mark) ? line : `${mark}${line}`)).join('\n')
  return { text: `${text.slice(0, from)}${marked}${text.slice(end)}`, start: from, end: from + marked.length }
}

/**
 * What a button of the writing toolbar does to the text: bold, a heading, a list, a link (the address
 * left selected to type over) or the picture `picture` (its description selected to type over).
 */
export function applyTool(tool: WritingTool, selected: Selected, picture = '/images/picture.jpg'): Selected {
  switch (tool) {
    case 'bold':
      return wrap(selected, '**', '**', 'bold words')
    case 'heading':
      return markLines(selected, '## ')
    case 'list':
      return markLines(selected, '- ')
    case 'link': {
      const linked = wrap(selected, '[', '](/contact)', 'words to click')
      const address = linked.end + 2
      return { text: linked.text, start: address, end: address + '/contact'.length }
    }
    case 'picture': {
      return wrap({ ...selected, end: selected.start }, '![', `](${picture})`, 'what the picture shows')
    }
  }
}
