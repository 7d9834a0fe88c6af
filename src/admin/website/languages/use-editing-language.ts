import { useMemo } from 'react'
import { isRecord } from '../../../model/is-record.ts'
import type { SiteLanguage } from '../../../languages/site-languages.ts'
import { valueAt, type EditorContextValue } from '../form/editor-context.ts'
import type { JsonSchema, Path } from '../form/json-schema.ts'
import { counterpartOf, editorLanguages, isInTexts, languageIndex, pageLanguageCode } from './editor-languages.ts'

/** What the Website screen knows of the language being edited. */
export interface EditingLanguage {
  /** The site's languages, the main one first; fewer than two means there is nothing to choose. */
  languages: SiteLanguage[]
  /** The language chosen, on a site with more than one. */
  language?: SiteLanguage
  /** Where the chosen language is under `languages:`, when it is not the main one. */
  index?: number
  /** The schema of a language's texts, by the part of the site they translate. */
  textsParts: Record<string, JsonSchema>
  /** The language of the place at `path`: a language's texts, a page's own language, otherwise the main one. */
  languageOf(path: Path): string | undefined
  counterpartAt: NonNullable<EditorContextValue['counterpartAt']>
}

/** The language chosen on the Website screen (`language` in its address), and what follows from it. */
export function useEditingLanguage(
  data: unknown,
  schema: JsonSchema | undefined,
  code: string | null,
): EditingLanguage {
  return useMemo(() => {
    const languages = editorLanguages(data)
    const hasChoice = languages.length > 1
    const language = hasChoice ? (languages.find((each) => each.code === code) ?? languages[0]) : undefined
    const texts = schema?.properties?.languages?.items?.properties?.texts?.properties ?? {}
    const main = languages[0]
    return {
      languages,
      language,
      index: language && !language.isMain ? languageIndex(data, language.code) : undefined,
      textsParts: texts,
      languageOf: (path) => {
        if (isInTexts(path)) {
          const entry = valueAt(data, path.slice(0, 2))
          return isRecord(entry) && typeof entry.code === 'string' ? entry.code : undefined
        }
        if (path[0] === 'pages' && typeof path[1] === 'string') return pageLanguageCode(data, path[1])
        return main?.code
      },
      counterpartAt: (path) => {
        const place = hasChoice && main ? counterpartOf(data, path) : undefined
        const words = place && valueAt(data, place)
        return typeof words === 'string' && words.trim() !== '' && main ? { languageName: main.name, words } : undefined
      },
    }
  }, [data, schema, code])
}
