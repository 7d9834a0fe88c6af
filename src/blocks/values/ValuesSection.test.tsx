// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { testShell } from '../../testing/test-shell.ts'
import { headingAndIntro, renderBlock } from '../../testing/render-block.tsx'
import { valuesExample } from './schema.ts'
import { ValuesSection } from './ValuesSection.tsx'

afterEach(cleanup)

describe('ValuesSection', () => {
  it('shows the values of the site under the heading of the block', () => {
    renderBlock(<ValuesSection {...valuesExample} />)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('What We Stand For')
    const [value] = screen.getAllByRole('listitem')
    expect(within(value as HTMLElement).getByRole('heading', { level: 3 }).textContent).toBe(
      'Integrity and Transparency',
    )
    expect(value?.textContent).toBe('Integrity and TransparencyNo hidden costs.')
  })

  it('uses the heading and intro written under "values:" when the block has no heading', () => {
    const shell = { ...testShell, values: { ...testShell.values!, intro: 'How we work, every day.' } }
    renderBlock(<ValuesSection />, { shell })
    expect(headingAndIntro(2)).toEqual(['Our Core Values', 'How we work, every day.'])
  })

  it('renders nothing when the site has no values', () => {
    const { container } = renderBlock(<ValuesSection {...valuesExample} />, {
      shell: { ...testShell, values: undefined },
    })
    expect(container.innerHTML).toBe('')
  })
})
