/** The languages whose words the product has built in: the primary subtag of a language tag. */
export const builtInLanguages = ['en', 'sw'] as const
export type BuiltInLanguage = (typeof builtInLanguages)[number]

/**
 * One area's words in every built-in language. English is the model: a key missing from another
 * language, or one it has and English has not, fails the typecheck. `{name}` marks a value filled in
 * where the words are used.
 */
export function defineWords<Key extends string>(table: {
  en: Record<Key, string>
  sw: NoInfer<Record<Key, string>>
}): Record<BuiltInLanguage, Record<Key, string>> {
  return table
}
