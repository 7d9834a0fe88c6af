import type { DataPath } from '../model/data-path.ts'
import { isRecord } from '../model/is-record.ts'
import type { Site } from '../schema/site.ts'
import { translationsOf } from './translations.ts'

/** The parts of a language's texts schema (`languages[].texts`) that say where words are. */
export interface TextsSchemaNode {
  type?: string | string[]
  properties?: Record<string, TextsSchemaNode>
  items?: TextsSchemaNode
  patternProperties?: Record<string, TextsSchemaNode>
  additionalProperties?: TextsSchemaNode | boolean
}

/** What a language lacks: main-language pages without a translation, and shared texts not written in it. */
export interface Untranslated {
  /** The addresses of main-language pages with no page in the language, in site.yaml's order. */
  pages: string[]
  /**
   * The addresses of main-language posts with no post in the language, once the language has a blog (a post of
   * its own); before that, the blog's page stands for them all.
   */
  posts: string[]
  /** The main language's texts with no words in the language, by where they are in the main language. */
  texts: DataPath[]
}

const hasWords = (value: unknown): boolean => typeof value === 'string' && value.trim() !== ''

const recordValues = (node: TextsSchemaNode): TextsSchemaNode | undefined =>
  Object.values(node.patternProperties ?? {})[0] ??
  (typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined)

/** Every place under `path` where the main language has words and the translation has none. */
function missingTexts(node: TextsSchemaNode, main: unknown, translated: unknown, path: DataPath): DataPath[] {
  if (node.type === 'string') return hasWords(main) && !hasWords(translated) ? [path] : []
  const translatedAt = (key: string | number): unknown =>
    isRecord(translated) || Array.isArray(translated)
      ? (translated as Record<string | number, unknown>)[key]
      : undefined
  if (node.items && Array.isArray(main))
    return main.flatMap((item, index) => missingTexts(node.items!, item, translatedAt(index), [...path, index]))
  if (!isRecord(main)) return []
  if (node.properties)
    return Object.entries(node.properties).flatMap(([key, child]) =>
      missingTexts(child, main[key], translatedAt(key), [...path, key]),
    )
  const values = recordValues(node)
  return values
    ? Object.entries(main).flatMap(([key, value]) => missingTexts(values, value, translatedAt(key), [...path, key]))
    : []
}

/**
 * What is not translated into the language `code` yet: pages, posts and the site-wide texts (menus, footer, forms,
 * chat) that `textsSchema`, the schema of `languages[].texts`, says are words.
 */
export function untranslatedOf(
  site: Pick<Site, 'business' | 'pages' | 'languages' | 'blog'>,
  code: string,
  textsSchema: TextsSchemaNode,
): Untranslated {
  const missing = [...translationsOf(site)].flatMap(([address, languages]) =>
    languages.has(site.business.locale) && !languages.has(code) ? [address] : [],
  )
  const pages = missing.filter((address) => address in site.pages)
  const hasBlog = (site.blog?.posts ?? []).some((post) => post.language === code)
  const posts = hasBlog ? missing.filter((address) => !(address in site.pages)) : []
  const texts = site.languages?.find((language) => language.code === code)?.texts ?? {}
  const shared = site as unknown as Record<string, unknown>
  return {
    pages,
    posts,
    texts: Object.entries(textsSchema.properties ?? {}).flatMap(([part, node]) =>
      missingTexts(node, shared[part], (texts as Record<string, unknown>)[part], [part]),
    ),
  }
}
