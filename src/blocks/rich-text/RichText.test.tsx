// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderBlock } from '../../testing/render-block.tsx'
import { richTextExample } from './schema.ts'
import { RichText } from './RichText.tsx'

afterEach(cleanup)

describe('RichText', () => {
  it('splits the text into paragraphs on blank lines', () => {
    const { container } = renderBlock(<RichText {...richTextExample} />)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Why choose us')
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'We bring our own supplies.',
      'You pay only when the work is done and you are happy with it.',
    ])
  })
})
