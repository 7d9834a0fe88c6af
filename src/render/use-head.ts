import { useEffect } from 'react'
import type { RouteHead } from '../model/site-data.ts'

/** Keeps the tab title and description in step after in-app navigation; the prerender writes the first ones. */
export function useHead({ title, description }: RouteHead) {
  useEffect(() => {
    document.title = title
    document.querySelector('meta[name="description"]')?.setAttribute('content', description)
  }, [title, description])
}
