import type { Path } from './form/json-schema.ts'
import { valueAt } from './form/editor-context.ts'
import { writtenPostPath } from '../../languages/blog-in-language.ts'

/** The page that shows what is being edited: a page itself, a service's page, a blog post; otherwise undefined. */
export function previewPathFor(data: unknown, path: Path): string | undefined {
  const [section, key, ,] = path
  if (section === 'pages' && typeof key === 'string') return key
  if (section === 'services' && typeof key === 'number') {
    const link = valueAt(data, ['services', key, 'link'])
    return typeof link === 'string' && link.startsWith('/') ? link.split(/[?#]/)[0] : undefined
  }
  if (section === 'blog' && key === 'posts' && typeof path[2] === 'number') {
    return writtenPostPath(data, valueAt(data, ['blog', 'posts', path[2]]))
  }
  return undefined
}
