import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

/** The preload React writes before an eager picture's markup: inside a template it would load nothing. */
const leadingPreloads = /^(?:<link rel="preload"[^>]*>)+/

/** A template's content as the prerender writes it (TemplateMarkupContext in src/ui/Template.tsx). */
export const templateMarkup = (content: ReactNode): string => renderToStaticMarkup(content).replace(leadingPreloads, '')
