import { Ajv, type AnySchema, type ValidateFunction } from 'ajv'
import addFormatsImport from 'ajv-formats'
import type { PathSegment } from './source.ts'

/** A value the schema marked for the semantic checks, with the path where it was found. */
export interface Reference {
  pointer: string
  value: string
}

export type ReferenceKind = 'link' | 'publicFile' | 'phone' | 'formRef'

export type References = Record<ReferenceKind, Reference[]>

const markers: Record<string, ReferenceKind> = {
  'x-link': 'link',
  'x-public-file': 'publicFile',
  'x-phone': 'phone',
  'x-form-ref': 'formRef',
}

// ajv-formats ships CommonJS with `exports.default`; under Node ESM the default import is the module object.
const addFormats = ((addFormatsImport as unknown as { default?: typeof addFormatsImport }).default ??
  addFormatsImport) as typeof addFormatsImport

export interface CompiledSchema {
  validate: ValidateFunction
  /** Runs the schema and returns the marked values it met, in document order. */
  run(data: unknown): { valid: boolean; references: References }
}

export function compileSchema(schema: AnySchema): CompiledSchema {
  let references = emptyReferences()
  const ajv = new Ajv({ allErrors: true, discriminator: true, verbose: true, strict: true, strictTypes: false })
  addFormats(ajv, ['email', 'date', 'uri'])
  ajv.addKeyword({ keyword: 'expected', schemaType: 'string' })
  ajv.addKeyword({ keyword: 'hint', schemaType: 'string' })
  for (const [keyword, kind] of Object.entries(markers)) {
    ajv.addKeyword({
      keyword,
      type: 'string',
      schemaType: 'boolean',
      errors: false,
      validate: (_marked: boolean, data: string, _parent: unknown, context?: { instancePath: string }) => {
        references[kind].push({ pointer: context?.instancePath ?? '', value: data })
        return true
      },
    })
  }
  const validate = ajv.compile(schema)
  return {
    validate,
    run(data) {
      references = emptyReferences()
      const valid = validate(data) as boolean
      return { valid, references }
    },
  }
}

function emptyReferences(): References {
  return { link: [], publicFile: [], phone: [], formRef: [] }
}

export type { PathSegment }
