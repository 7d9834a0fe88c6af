/** A language as its addresses need it: its code and, when site.yaml writes one, its path. */
export interface LanguageAddress {
  code: string
  path?: string
}

/** Where the pages of `language` live when site.yaml does not say: its short code, "/sw". */
export const languagePath = (language: LanguageAddress): string =>
  language.path ?? `/${language.code.split('-')[0]!.toLowerCase()}`

/** The home page of the language `code`: "/" for the main language, "/sw" for Swahili. */
export function homePathIn(site: { languages?: readonly LanguageAddress[] }, code: string): string {
  const language = site.languages?.find((candidate) => candidate.code === code)
  return language ? languagePath(language) : '/'
}
