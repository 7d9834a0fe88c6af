/** The class names Tabs.tsx writes, tabs-enhance.ts looks for and tabs.css styles. */
export const tabsClasses = {
  list: 'tabs__list',
  tab: 'tabs__tab',
  panel: 'tabs__panel',
} as const
