import { useEffect } from 'react'
import type { RouteHead } from '../model/site-data.ts'

/** Keeps the tab title and description in step when the editor's preview shows another page; the prerender writes them for visitors. */
export function useHead({ title, description }: RouteHead) {
  useEffect(() => {
    document.title = title
    document.querySelector('meta[name="description"]')?.setAttribute('content', description)
  }, [title, description])
}
