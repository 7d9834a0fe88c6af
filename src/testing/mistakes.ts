import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

export const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url))
export const minimalSite = readFileSync(`${fixtures}minimal.yaml`, 'utf8')
export const fixturePublicDir = `${fixtures}public`

/** A case of fixtures/mistakes.yaml: a change to the minimal fixture, and what the check must say of it. */
export interface Mistake {
  name: string
  replace?: string
  with?: string
  prepend?: string
  append?: string
  errors: string[]
  /** Checked only when given. */
  warnings?: string[]
}

export const mistakes = parse(readFileSync(`${fixtures}mistakes.yaml`, 'utf8')) as Mistake[]

/** The minimal fixture with the mistake made in it; `edit` replaces the one piece (the caller may check it occurs once). */
export function withMistake(
  { replace, with: replacement = '', prepend = '', append = '' }: Mistake,
  edit = (from: string, to: string) => minimalSite.replace(from, to),
): string {
  return prepend + (replace === undefined ? minimalSite : edit(replace, replacement)) + append
}
