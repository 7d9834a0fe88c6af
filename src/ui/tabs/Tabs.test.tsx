// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Tabs, type Tab } from './Tabs.tsx'

afterEach(cleanup)

const tabs: Tab[] = [
  { name: 'Sofas', content: <p>3-seater sofa KES 2,500</p> },
  { name: 'Carpets', content: <p>Carpet KES 1,800</p> },
  { name: 'Mattresses', content: <p>Double mattress KES 2,000</p> },
]

const panelOf = (tab: HTMLElement) => document.getElementById(tab.getAttribute('aria-controls') ?? '') as HTMLElement

describe('Tabs', () => {
  it('draws a named row of tabs, the first chosen and the only one reached with the Tab key', () => {
    render(<Tabs label="Prices" tabs={tabs} />)
    const tabsShown = within(screen.getByRole('tablist', { name: 'Prices' })).getAllByRole('tab')
    expect(tabsShown.map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([
      ['Sofas', 'true', 0],
      ['Carpets', 'false', -1],
      ['Mattresses', 'false', -1],
    ])
  })

  it('shows only the first panel, each panel named by its tab', () => {
    render(<Tabs label="Prices" tabs={tabs} />)
    expect(screen.getAllByRole('tabpanel').map((panel) => panel.textContent)).toEqual(['3-seater sofa KES 2,500'])
    expect(screen.getByRole('tabpanel', { name: 'Sofas' }).tabIndex).toBe(0)
    for (const tab of screen.getAllByRole('tab')) {
      const panel = panelOf(tab)
      expect([panel.getAttribute('role'), panel.getAttribute('aria-labelledby'), panel.hidden]).toEqual([
        'tabpanel',
        tab.id,
        tab.getAttribute('aria-selected') !== 'true',
      ])
    }
  })

  it('gives each set its own ids, so two can share a page', () => {
    render(
      <>
        <Tabs label="Prices" tabs={tabs} />
        <Tabs label="Opening hours" tabs={tabs} />
      </>,
    )
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id)
    expect(ids).toHaveLength(12)
    expect(new Set(ids).size).toBe(12)
  })
})
