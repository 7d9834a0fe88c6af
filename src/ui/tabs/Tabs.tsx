import { useId, type ReactNode } from 'react'
import { tabsClasses } from './tabs-classes.ts'
import './tabs.css'

/** One tab and what it shows. */
export interface Tab {
  /** The words on the tab, which also name its panel for screen readers. */
  name: string
  /** What shows under the tab while it is chosen. */
  content: ReactNode
}

export interface TabsProps {
  /** What the row of tabs is called for screen readers, for example "Prices". */
  label: string
  /** The tabs, left to right; the first is chosen as the page opens. */
  tabs: readonly Tab[]
}

/**
 * Tabs as the WAI-ARIA tabs pattern draws them when the page first shows: the first tab chosen and the only one
 * reached with the Tab key, every other panel hidden. tabs-enhance.ts makes them work. Each set draws its own ids,
 * so any number can share a page.
 */
export function Tabs({ label, tabs }: TabsProps) {
  const id = useId()
  const tabId = (index: number) => `${id}tab${index}`
  const panelId = (index: number) => `${id}panel${index}`
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className={tabsClasses.list}>
        {tabs.map((tab, index) => (
          <button
            key={`${index}-${tab.name}`}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-controls={panelId(index)}
            aria-selected={index === 0}
            tabIndex={index === 0 ? 0 : -1}
            className={tabsClasses.tab}
          >
            {tab.name}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={`${index}-${tab.name}`}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          hidden={index !== 0}
          tabIndex={0}
          className={tabsClasses.panel}
        >
          {tab.content}
        </div>
      ))}
    </div>
  )
}
