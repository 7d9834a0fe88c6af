import { chatIsland } from './chat/chat-island.ts'
import { footerFaqIsland } from './footer-faq-island.ts'
import type { LayoutIsland } from './layout-island.ts'
import { navDropdownIsland } from './nav-dropdown-island.ts'

/**
 * The layout's islands by the name its markup gives them (`<Island name="chat">`), each declared beside the part
 * of the layout that draws it. The page's scripts start them; a block's island of the same name gives way.
 */
export const layoutIslands = {
  'nav-dropdown': navDropdownIsland,
  faq: footerFaqIsland,
  chat: chatIsland,
} satisfies Record<string, LayoutIsland>
