// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderBlock } from '../testing/render-block.tsx'
import { PageView } from './PageView.tsx'

afterEach(cleanup)

describe('PageView', () => {
  it('draws the blocks in order and uses the hero heading as the only h1', () => {
    renderBlock(
      <PageView
        page={{
          title: 'Home',
          description: 'Home',
          blocks: [
            { type: 'hero', heading: 'Clean homes' },
            { type: 'rich-text', heading: 'Why us', text: 'Because.' },
          ],
        }}
        heading={{ text: 'Clean homes', isDrawnByBlock: true }}
      />,
    )
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Clean homes'])
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Why us')
  })

  it('draws the page heading as h1 when no block draws it', () => {
    renderBlock(
      <PageView
        page={{ title: 'Prices', description: 'x', blocks: [{ type: 'rich-text', text: 'Ask us.' }] }}
        heading={{ text: 'Prices', isDrawnByBlock: false }}
      />,
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Prices')
  })
})
