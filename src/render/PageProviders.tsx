import { useEffect, type ReactNode } from 'react'
import { CurrentPathContext } from '../ui/links/current-path.tsx'
import { ShellContext } from '../ui/shell-context.tsx'
import type { ShellData } from '../model/site-data.ts'

interface PageProvidersProps {
  shell: ShellData
  /** The address of the page. */
  path: string
  /** Called once the tree below has been drawn or hydrated and its effects have run. */
  onDrawn?: () => void
  children: ReactNode
}

/**
 * What every part of a page reads: the site's shell and the page's address. The prerender and the
 * browser wrap each island in the same providers, so the island's tree is the same on both sides.
 */
export function PageProviders({ shell, path, onDrawn, children }: PageProvidersProps) {
  useEffect(() => onDrawn?.(), [onDrawn])
  return (
    <ShellContext.Provider value={shell}>
      <CurrentPathContext.Provider value={path}>{children}</CurrentPathContext.Provider>
    </ShellContext.Provider>
  )
}
