import { formatPath, type DataPath } from '../../model/data-path.ts'
import { siteLanguages } from '../../languages/site-languages.ts'
import { untranslatedOf, type TextsSchemaNode } from '../../languages/untranslated.ts'
import { siteSchema, type Site } from '../../schema/site.ts'

// The schema of `languages[].texts`: it alone says which of the shared parts' values are words.
const textsSchema = (
  siteSchema.properties.languages as unknown as { items: { properties: { texts: TextsSchemaNode } } }
).items.properties.texts

const counted = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`

/** The main language's text at `path`, cut short enough for one line. */
function textAt(site: Site, path: DataPath): string {
  const text = String(path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], site))
  const line = text.replace(/\s+/g, ' ').trim()
  return `"${line.length > 50 ? `${line.slice(0, 49)}…` : line}"`
}

/**
 * What each language other than the main one has not translated yet, as `npm run check` prints it after the
 * problems (as Hugo's --printI18nWarnings does): the main-language pages and posts without one in the language,
 * by address, and the shared texts its `texts` leaves out, by their place in site.yaml; past `limit` lines of a
 * language, how many more there are. Empty for a site in one language.
 */
export function untranslatedReport(site: Site, limit = 10): string {
  return siteLanguages(site)
    .filter((language) => !language.isMain)
    .map((language) => {
      const { pages, posts, texts } = untranslatedOf(site, language.code, textsSchema)
      const named = `${language.name} (${language.code})`
      if (pages.length + posts.length + texts.length === 0) return `Everything is translated into ${named}.`
      const lines = [
        ...pages.map((address) => `page ${address}`),
        ...posts.map((address) => `post ${address}`),
        ...texts.map((path) => `text ${formatPath(path)}: ${textAt(site, path)}`),
      ]
      const shown = lines.length > limit ? [...lines.slice(0, limit), `and ${lines.length - limit} more`] : lines
      const counts = [
        counted(pages.length, 'page'),
        ...(posts.length ? [counted(posts.length, 'post')] : []),
        counted(texts.length, 'text'),
      ]
      const head = `Not yet translated into ${named}: ${counts.join(', ')}`
      return [head, ...shown.map((line) => `  ${line}`)].join('\n')
    })
    .join('\n\n')
}
