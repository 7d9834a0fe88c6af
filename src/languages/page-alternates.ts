import type { ShellData } from '../model/site-data.ts'

/** The same page in one language. */
export interface Alternate {
  code: string
  /** The language's name in its own words. */
  name: string
  path: string
}

type LanguageLinks = Pick<ShellData, 'languages' | 'translations'>

/**
 * The page at `path` in every language it is written in, the main language first, itself included; none when
 * the page has no translation or the site has one language.
 */
export function pageAlternates(shell: LanguageLinks, path: string): Alternate[] {
  const group = shell.translations?.find((paths) => Object.values(paths).includes(path))
  if (!group) return []
  return (shell.languages ?? []).flatMap(({ code, name }) => (group[code] ? [{ code, name, path: group[code] }] : []))
}

/** The home page of the shell's language: "/" for the main language, "/sw" for Swahili. */
export const languageHome = (shell: Pick<ShellData, 'languages' | 'business'>): string =>
  shell.languages?.find(({ code }) => code === shell.business.locale)?.path ?? '/'
