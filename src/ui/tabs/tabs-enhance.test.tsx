// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { startIslandMarkup } from '../../testing/start-island-markup.tsx'
import { enhanceTabs } from './tabs-enhance.ts'
import { Tabs, type Tab } from './Tabs.tsx'

const prices: Tab[] = [
  { name: 'Sofas', content: <p>3-seater sofa KES 2,500</p> },
  { name: 'Carpets', content: <p>Carpet KES 1,800</p> },
  { name: 'Mattresses', content: <p>Double mattress KES 2,000</p> },
]
const hours: Tab[] = [
  { name: 'Weekdays', content: <p>8 am to 6 pm</p> },
  { name: 'Weekends', content: <p>9 am to 1 pm</p> },
]

afterEach(() => document.body.replaceChildren())

const start = () => startIslandMarkup(<Tabs label="Prices" tabs={prices} />, enhanceTabs)
const tabsIn = (label: string) => within(screen.getByRole('tablist', { name: label }))
/**
 * The chosen tab of the row named `label` and what its panel shows, checked on the tab's attributes and every panel
 * of the row: only the chosen tab is reached with the Tab key, and only its panel shows.
 */
function chosen(label: string) {
  const tabs = tabsIn(label).getAllByRole('tab')
  const panelOf = (tab: HTMLElement) => document.getElementById(tab.getAttribute('aria-controls') ?? '') as HTMLElement
  const chosenTabs = tabs.filter((tab) => {
    const isChosen = tab.getAttribute('aria-selected') === 'true'
    expect([tab.tabIndex, panelOf(tab).hidden]).toEqual(isChosen ? [0, false] : [-1, true])
    return isChosen
  })
  expect(chosenTabs).toHaveLength(1)
  const [tab] = chosenTabs as [HTMLElement]
  return { tab: tab.textContent, shows: screen.getByRole('tabpanel', { name: tab.textContent ?? '' }).textContent }
}
const focused = () => document.activeElement?.textContent

describe('enhanceTabs', () => {
  it('shows a tab’s panel when it is tapped, and hides the others', async () => {
    start()
    expect(chosen('Prices')).toEqual({ tab: 'Sofas', shows: '3-seater sofa KES 2,500' })
    await userEvent.click(screen.getByRole('tab', { name: 'Carpets' }))
    expect(chosen('Prices')).toEqual({ tab: 'Carpets', shows: 'Carpet KES 1,800' })
    await userEvent.click(screen.getByRole('tab', { name: 'Mattresses' }))
    expect(chosen('Prices')).toEqual({ tab: 'Mattresses', shows: 'Double mattress KES 2,000' })
  })

  it('moves and chooses with Left and Right, round the ends, the focus following', async () => {
    const user = userEvent.setup()
    start()
    await user.tab()
    expect(focused()).toBe('Sofas')
    await user.keyboard('{ArrowLeft}')
    expect([chosen('Prices').tab, focused()]).toEqual(['Mattresses', 'Mattresses'])
    await user.keyboard('{ArrowRight}')
    expect([chosen('Prices').tab, focused()]).toEqual(['Sofas', 'Sofas'])
    await user.keyboard('{ArrowRight}')
    expect(chosen('Prices')).toEqual({ tab: 'Carpets', shows: 'Carpet KES 1,800' })
    expect(focused()).toBe('Carpets')
  })

  it('moves to the first tab with Home and the last with End', async () => {
    const user = userEvent.setup()
    start()
    await user.tab()
    await user.keyboard('{End}')
    expect([chosen('Prices').tab, focused()]).toEqual(['Mattresses', 'Mattresses'])
    await user.keyboard('{Home}')
    expect([chosen('Prices').tab, focused()]).toEqual(['Sofas', 'Sofas'])
  })

  it('goes on from the chosen tab to its panel with the Tab key', async () => {
    const user = userEvent.setup()
    start()
    await user.tab()
    await user.keyboard('{ArrowRight}')
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Carpets' }))
  })

  it('leaves other keys, and keys held with Control, to the browser', async () => {
    const user = userEvent.setup()
    start()
    await user.tab()
    await user.keyboard('{ArrowDown}{Control>}{ArrowRight}{/Control}')
    expect([chosen('Prices').tab, focused()]).toEqual(['Sofas', 'Sofas'])
  })

  it('works each set of tabs on a page on its own', async () => {
    const user = userEvent.setup()
    startIslandMarkup(
      <>
        <Tabs label="Prices" tabs={prices} />
        <Tabs label="Opening hours" tabs={hours} />
      </>,
      enhanceTabs,
    )
    await user.click(tabsIn('Opening hours').getByRole('tab', { name: 'Weekends' }))
    expect(chosen('Opening hours')).toEqual({ tab: 'Weekends', shows: '9 am to 1 pm' })
    expect(chosen('Prices').tab).toBe('Sofas')
    await user.click(tabsIn('Prices').getByRole('tab', { name: 'Sofas' }))
    await user.keyboard('{End}')
    expect([chosen('Prices').tab, focused()]).toEqual(['Mattresses', 'Mattresses'])
    expect(chosen('Opening hours').tab).toBe('Weekends')
    await user.keyboard('{ArrowRight}')
    expect(chosen('Prices').tab).toBe('Sofas')
    expect(chosen('Opening hours').tab).toBe('Weekends')
  })
})
