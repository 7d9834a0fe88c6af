import { tabsClasses } from './tabs-classes.ts'

/** The tab each key the tabs answer moves to, from the chosen one's place among `count` tabs. */
const moves: Record<string, ((from: number, count: number) => number) | undefined> = {
  ArrowLeft: (from, count) => (from - 1 + count) % count,
  ArrowRight: (from, count) => (from + 1) % count,
  Home: () => 0,
  End: (_from, count) => count - 1,
}

/**
 * Brings every set of tabs that Tabs.tsx draws in the island to life, each on its own: a tap on a tab shows its
 * panel and hides the others; Left and Right move to the tab beside (round the ends), Home and End to the first and
 * the last, choosing it as the focus moves. Only the chosen tab is reached with the Tab key.
 */
export function enhanceTabs(island: HTMLElement): void {
  for (const list of island.querySelectorAll<HTMLElement>(`.${tabsClasses.list}`)) enhanceTabList(list)
}

function enhanceTabList(list: HTMLElement) {
  const tabs = [...list.querySelectorAll<HTMLElement>(`.${tabsClasses.tab}`)]
  const panelOf = (tab: HTMLElement) => list.ownerDocument.getElementById(tab.getAttribute('aria-controls') ?? '')
  const choose = (chosen: HTMLElement) => {
    for (const tab of tabs) {
      const isChosen = tab === chosen
      tab.setAttribute('aria-selected', String(isChosen))
      tab.tabIndex = isChosen ? 0 : -1
      const panel = panelOf(tab)
      if (panel) panel.hidden = !isChosen
    }
  }
  tabs.forEach((tab, index) => {
    tab.addEventListener('click', () => choose(tab))
    tab.addEventListener('keydown', (event) => {
      const move = moves[event.key]
      if (!move || event.altKey || event.ctrlKey || event.metaKey) return
      const next = tabs[move(index, tabs.length)]
      if (!next) return
      event.preventDefault()
      choose(next)
      next.focus()
    })
  })
}
