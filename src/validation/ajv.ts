import { Ajv, type SchemaObject, type ValidateFunction } from 'ajv'
import addFormatsImport from 'ajv-formats'
import { checkedOnce as checkedOnceSchema } from './incremental/checked-once.ts'
import type { PathSegment } from './source.ts'

/** A value the schema marked for the semantic checks, with the path where it was found. */
export interface Reference<Value = string> {
  pointer: string
  value: Value
}

type TextKind = 'link' | 'markdown' | 'longText' | 'publicFile' | 'phone' | 'formRef' | 'phoneLabel' | 'socialProfile'

/** The rows of a table with the header row they must match (see `cellsPerRow` in src/schema/fields.ts). */
export interface TableRows {
  rows: unknown
  header: unknown
}

export type References = Record<TextKind, Reference[]> & {
  button: Reference<Record<string, unknown>>[]
  tableRows: Reference<TableRows>[]
}

export type ReferenceKind = keyof References

/** Schema keywords that mark a value for the semantic checks (see src/schema/fields.ts), and the JSON type they mark. */
const markers: Record<string, { kind: ReferenceKind; type: 'string' | 'object' }> = {
  'x-link': { kind: 'link', type: 'string' },
  'x-markdown': { kind: 'markdown', type: 'string' },
  'x-long-text': { kind: 'longText', type: 'string' },
  'x-public-file': { kind: 'publicFile', type: 'string' },
  'x-phone': { kind: 'phone', type: 'string' },
  'x-form-ref': { kind: 'formRef', type: 'string' },
  'x-phone-label': { kind: 'phoneLabel', type: 'string' },
  'x-social-profile': { kind: 'socialProfile', type: 'string' },
  'x-button': { kind: 'button', type: 'object' },
}

// ajv-formats ships CommonJS with `exports.default`; under Node ESM the default import is the module object.
const addFormats = ((addFormatsImport as unknown as { default?: typeof addFormatsImport }).default ??
  addFormatsImport) as typeof addFormatsImport

export interface CompiledSchema {
  validate: ValidateFunction
  /** Runs the schema and returns the marked values it met, in document order. */
  run(data: unknown): { valid: boolean; references: References }
}

/**
 * Compiles `schema`. The values at `checkedOnce` (lists of schema keys, see incremental/checked-once.ts) are
 * each checked once per object: a check after one of them changed checks only that one again.
 */
export function compileSchema(schema: SchemaObject, checkedOnce: readonly (readonly string[])[] = []): CompiledSchema {
  let references = emptyReferences()
  const ajv = new Ajv({ allErrors: true, discriminator: true, verbose: true, strict: true, strictTypes: false })
  addFormats(ajv, ['email', 'date', 'uri'])
  ajv.addKeyword({ keyword: 'expected', schemaType: 'string' })
  ajv.addKeyword({ keyword: 'hint', schemaType: 'string' })
  ajv.addKeyword({ keyword: 'suggest', schemaType: 'string' })
  ajv.addKeyword({ keyword: 'meant', schemaType: 'object' })
  // Read by the editor only: how to draw the field, and a block type's name in words.
  ajv.addKeyword({ keyword: 'x-web-address', schemaType: 'boolean' })
  ajv.addKeyword({ keyword: 'x-label', schemaType: 'string' })
  // Read by the words for places (src/model/words/place-steps.ts) and the editor: how a list's items are named.
  ajv.addKeyword({ keyword: 'x-item-noun', schemaType: 'string' })
  ajv.addKeyword({ keyword: 'x-item-name', schemaType: 'string' })
  ajv.addKeyword({ keyword: 'x-item-name-first', schemaType: 'boolean' })
  ajv.addKeyword({ keyword: 'x-question', schemaType: 'string' })
  ajv.addKeyword({ keyword: 'x-text-only', schemaType: 'boolean' })
  ajv.addKeyword({ keyword: 'x-advanced', schemaType: 'boolean' })
  ajv.addKeyword({ keyword: 'x-post-ref', schemaType: 'boolean' })
  ajv.addKeyword({ keyword: 'x-choice-list', schemaType: 'boolean' })
  // Read by the translations' schema: a text that stays the same in every language.
  ajv.addKeyword({ keyword: 'x-same-in-every-language', schemaType: 'boolean' })
  for (const [keyword, { kind, type }] of Object.entries(markers)) {
    ajv.addKeyword({
      keyword,
      type,
      schemaType: 'boolean',
      errors: false,
      validate: (_marked: boolean, data: unknown, _parent: unknown, context?: { instancePath: string }) => {
        references[kind].push({ pointer: context?.instancePath ?? '', value: data as never })
        return true
      },
    })
  }
  ajv.addKeyword({
    keyword: 'x-cells-per-row',
    type: 'array',
    schemaType: 'string',
    errors: false,
    validate: (
      header: string,
      rows: unknown,
      _parent: unknown,
      context?: { instancePath: string; parentData: unknown },
    ) => {
      const parent = context?.parentData as Record<string, unknown> | undefined
      references.tableRows.push({ pointer: context?.instancePath ?? '', value: { rows, header: parent?.[header] } })
      return true
    },
  })
  const once = checkedOnceSchema(ajv, schema, checkedOnce, {
    empty: emptyReferences,
    current: () => references,
    swap(next) {
      const before = references
      references = next
      return before
    },
  })
  const validate = ajv.compile(once.schema)
  return {
    validate,
    run(data) {
      references = emptyReferences()
      const valid = validate(data) as boolean
      once.restore(validate.errors)
      return { valid, references }
    },
  }
}

function emptyReferences(): References {
  return {
    link: [],
    markdown: [],
    longText: [],
    publicFile: [],
    phone: [],
    formRef: [],
    phoneLabel: [],
    socialProfile: [],
    button: [],
    tableRows: [],
  }
}

export type { PathSegment }
