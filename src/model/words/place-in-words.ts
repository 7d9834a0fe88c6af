import type { DataPath } from '../data-path.ts'
import { shortened } from './item-name.ts'
import { capitalised } from './capitalised.ts'
import { placeSteps, type PlaceStep, type WordsSchema } from './place-steps.ts'

type Named = Extract<PlaceStep, { kind: 'item' | 'entry' }>

export const quoted = (text: string) => `“${shortened(text)}”`

/** 'the page “About us”', or the home page by its role; the address when the page has no title. */
export function pageWords(address: string, title: string | undefined): string {
  if (address === '/') return 'the home page'
  return title ? `the page ${quoted(title)}` : `the page at ${address}`
}

const namedWords = (step: Named): string => {
  if (step.kind === 'entry' && step.key.startsWith('/') && step.noun === 'page') return pageWords(step.key, step.name)
  if (step.name && step.kind === 'item' && step.isNameFirst) return `the ${quoted(step.name)} ${step.noun}`
  if (step.name) return `the ${step.noun} ${quoted(step.name)}`
  return step.kind === 'item' ? `${step.noun} number ${step.index + 1}` : `the ${step.key} ${step.noun}`
}

const isNamed = (step: PlaceStep): step is Named => step.kind !== 'field'

/** "the text of the post" and "the post “Sofa care”" read as "the text of the post “Sofa care”". */
const joined = (field: string, owner: Named | undefined): string => {
  if (!owner) return field
  const ownerWords = namedWords(owner)
  const merged = field.endsWith(` of the ${owner.noun}`) && ownerWords.startsWith(`the ${owner.noun} `)
  return merged ? `${field.slice(0, -` the ${owner.noun}`.length)} ${ownerWords}` : `${field} of ${ownerWords}`
}

/**
 * A place in the site in plain words, named by the schema's labels and by what is written there, for
 * History, conflicts and the checker's sentences: 'the phone number “Office”', 'the heading of the section
 * “Welcome” on the home page', 'the email address in the business details'. `data` is a version of the site
 * that has the place (for a removed one, the version before).
 */
export function placeInWords(path: DataPath, data: unknown, schema: WordsSchema | undefined): string {
  const steps = placeSteps(path, data, schema)
  const [top] = steps
  if (!top) return 'the whole website'
  const anchorAt = steps.findIndex(isNamed)
  const anchor = anchorAt < 0 ? undefined : (steps[anchorAt] as Named)
  const inner = steps.slice(anchorAt < 0 ? 1 : anchorAt + 1)
  const where = anchor ? namedWords(anchor) : `the ${top.kind === 'field' ? top.label : ''}`
  const lastNamedAt = inner.findLastIndex(isNamed)
  const field = inner.slice(lastNamedAt + 1).findLast((step) => step.kind === 'field')
  const owners: Named[] = inner
    .slice(0, lastNamedAt + 1)
    .filter(isNamed)
    .reverse()
  const shownOwners = owners.slice(0, owners.findIndex((owner) => owner.name) + 1 || owners.length)
  const closest = shownOwners[0] ?? anchor
  // A phone's number is the phone: "the phone number “Office”", not "the number of" it.
  const isTheItem = field && closest && ` ${closest.noun}`.endsWith(` ${field.label}`)
  const fieldWords = field && !isTheItem ? `the ${field.label}` : undefined
  const preposition = anchor?.kind === 'entry' && anchor.key.startsWith('/') ? 'on' : anchor ? 'of' : 'in'
  // What is directly of a post or a service reads as one phrase with it: "the text of the post “Sofa care”".
  if (fieldWords && !shownOwners[0] && preposition === 'of') return joined(fieldWords, anchor)
  const parts = shownOwners.map(namedWords)
  const inside = fieldWords ? [joined(fieldWords, shownOwners[0]), ...parts.slice(1)] : parts
  if (inside.length === 0) return where
  return `${inside.join(' of ')} ${preposition} ${where}`
}

const ordinal = (index: number): string => {
  const n = index + 1
  const tens = n % 100
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')
  return `${n}${suffix}`
}

/**
 * The same place as the editor's form shows it, field after field:
 * ["services", 2, "image", "src"] → "Services: 3rd service (Repairs), Image, Picture".
 */
export function placeTrail(path: DataPath, data: unknown, schema: WordsSchema | undefined): string {
  const words: string[] = []
  for (const step of placeSteps(path, data, schema)) {
    if (step.kind === 'field') {
      words.push(capitalised(step.label))
      continue
    }
    const list = words.pop()
    if (step.kind === 'entry') {
      words.push(`${capitalised(step.noun)} ${step.name ? `“${step.name}”` : step.key}`)
      continue
    }
    const detail = step.blockLabel ?? step.name
    words.push(`${list ? `${list}: ` : ''}${ordinal(step.index)} ${step.noun}${detail ? ` (${detail})` : ''}`)
  }
  return words.join(', ')
}
