import { jsonSafe, type JsonSafe } from '../model/json-safe.ts'

/** What a message says: the mistake, and how to put it right. */
export interface Wording {
  message: string
  hint?: string
}

type Catalog = Record<string, (...args: never[]) => Wording>

/** What a coded entry gives: its words, with the entry's name as the code and its arguments as they go over JSON. */
export type CodedWording<K, Params> = Wording & {
  /** The name of the catalogue entry: stable, so that a program can tell one mistake from another. */
  code: K
  /** The entry's arguments, so that the words can be written again for another reader. */
  params: Params
}

/** A catalogue whose entries also say which entry they are and what they were given. */
export type Coded<C extends Catalog> = {
  [K in keyof C]: (...args: Parameters<C[K]>) => CodedWording<K, JsonSafe<Parameters<C[K]>>>
}

/** The same catalogue, with each entry's answer carrying its name as `code` and its arguments as `params`. */
export function coded<C extends Catalog>(catalog: C): Coded<C> {
  return Object.fromEntries(
    Object.entries(catalog).map(([code, words]) => [
      code,
      (...args: never[]) => ({ code, params: jsonSafe(args), ...words(...args) }),
    ]),
  ) as unknown as Coded<C>
}
