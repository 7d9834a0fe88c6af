import { useEffect } from 'react'
import { isPostPath } from '../../model/blog-data.ts'
import { routeHead, withName, type RouteData, type RouteHead, type ShellData } from '../../model/site-data.ts'

interface PreviewHeadProps {
  shell: ShellData
  path: string
  /** The route shown; null for the not-found page (the blog's own one for a post that does not exist). */
  data: RouteData | null
}

/** The title and description of the page drawn at `path`, as its prerendered document has them. */
function headOf({ shell, path, data }: PreviewHeadProps): RouteHead {
  const { business, notFound } = shell
  if (data) return routeHead(data, business)
  if (isPostPath(path)) return { title: withName('Blog post not found', business), description: 'Blog post not found.' }
  return { title: withName(notFound.title, business), description: notFound.title }
}

/**
 * Keeps the frame's title and description in step with the page the preview shows, as each page's prerendered
 * document has them for visitors.
 */
export function PreviewHead(props: PreviewHeadProps) {
  const { title, description } = headOf(props)
  useEffect(() => {
    document.title = title
    document.querySelector('meta[name="description"]')?.setAttribute('content', description)
  }, [title, description])
  return null
}
