import { useMemo } from 'react'
import { isRecord } from '../../../model/is-record.ts'
import type { SiteLanguage } from '../../../languages/site-languages.ts'
import { untranslatedOf, type TextsSchemaNode } from '../../../languages/untranslated.ts'
import type { JsonSchema, Path } from '../form/json-schema.ts'
import { pathInWords } from '../path-words.ts'
import { textsPath } from './editor-languages.ts'
import { writtenPostPath, writtenPosts } from '../../../languages/blog-in-language.ts'

interface UntranslatedListProps {
  data: unknown
  schema: JsonSchema
  language: SiteLanguage
  /** The language's place under `languages:`. */
  index: number
  textsSchema: JsonSchema
  onGoTo(path: Path): void
  /** Starts the language's page for the main-language page at `address`. */
  onStartPage(address: string): void
  /** Starts the language's post for the main-language post at `index` of the blog's posts. */
  onStartPost(index: number): void
}

const titleOf = (data: unknown, address: string): string => {
  const page = isRecord(data) && isRecord(data.pages) ? data.pages[address] : undefined
  // A title's part after "|" names the business for search results, not the page.
  return isRecord(page) && typeof page.title === 'string' ? page.title.split(' | ')[0]! : 'Untitled'
}

/** What is not in the language yet, in words: pages to start and texts to write, each leading to its place. */
export function UntranslatedList({
  data,
  schema,
  language,
  index,
  textsSchema,
  onGoTo,
  onStartPage,
  onStartPost,
}: UntranslatedListProps) {
  const missing = useMemo(() => {
    try {
      return untranslatedOf(data as Parameters<typeof untranslatedOf>[0], language.code, textsSchema as TextsSchemaNode)
    } catch {
      // A draft too broken to read (no pages) lists nothing until it is mended.
      return { pages: [], posts: [], texts: [] }
    }
  }, [data, language.code, textsSchema])
  const posts = missing.posts.flatMap((address) => {
    const at = writtenPosts(data).findIndex((post) => writtenPostPath(data, post) === address)
    const post = writtenPosts(data)[at]
    return isRecord(post) ? [{ at, title: typeof post.title === 'string' ? post.title : address }] : []
  })
  const count = missing.pages.length + posts.length + missing.texts.length
  if (count === 0) return <p className="admin-help">Everything is in {language.name}.</p>
  return (
    <details className="untranslated">
      <summary>
        Not in {language.name} yet: {count} {count === 1 ? 'thing' : 'things'}
      </summary>
      {missing.pages.length > 0 && (
        <>
          <h3>Pages</h3>
          <ul>
            {missing.pages.map((address) => (
              <li key={address}>
                <span>{titleOf(data, address)} page</span>{' '}
                <button type="button" className="admin-small admin-secondary" onClick={() => onStartPage(address)}>
                  Write it in {language.name}
                  <span className="visually-hidden">: {titleOf(data, address)}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {posts.length > 0 && (
        <>
          <h3>Blog posts</h3>
          <ul>
            {posts.map(({ at, title }) => (
              <li key={at}>
                <span>{title}</span>{' '}
                <button type="button" className="admin-small admin-secondary" onClick={() => onStartPost(at)}>
                  Write it in {language.name}
                  <span className="visually-hidden">: {title}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {missing.texts.length > 0 && (
        <>
          <h3>Menus, footer, forms and other texts</h3>
          <ul>
            {missing.texts.map((place) => (
              <li key={place.join('.')}>
                <a
                  href={`?section=${String(place[0])}&language=${language.code}`}
                  onClick={(event) => {
                    event.preventDefault()
                    onGoTo([...textsPath(index, String(place[0])), ...place.slice(1)])
                  }}
                >
                  {pathInWords(place, data, schema)}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </details>
  )
}
