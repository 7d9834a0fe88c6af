import { createContext, useContext, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'

/**
 * How a renderer that writes HTML (the prerender) writes a template's content; React drawing in the browser (the
 * editor's preview) has none, and draws the content into the template itself.
 */
export const TemplateMarkupContext = createContext<((content: ReactNode) => string) | undefined>(undefined)

/**
 * Markup that a behaviour shows only after a tap (a player, a live map, a large picture): a <template>, inert, so
 * nothing in it loads until the behaviour clones it into place. Its children are drawn on their own, without the
 * page's context: pass them what they show.
 */
export function Template({ children }: { children: ReactNode }) {
  const toMarkup = useContext(TemplateMarkupContext)
  if (toMarkup) return <template dangerouslySetInnerHTML={{ __html: toMarkup(children) }} />
  return <template ref={(template) => (template ? drawContent(template, children) : undefined)} />
}

/** Draws `children` into the template's content, whose elements load nothing; returns what takes them away. */
function drawContent(template: HTMLTemplateElement, children: ReactNode): () => void {
  const root = createRoot(template.content)
  root.render(children)
  // Once React has finished drawing the page around it.
  return () => queueMicrotask(() => root.unmount())
}
