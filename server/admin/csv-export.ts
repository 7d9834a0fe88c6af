import { Readable } from 'node:stream'
import type { FormDefinition } from '../../src/forms/schema.ts'
import type { Db } from '../storage/database.ts'
import { submissionReader } from '../storage/submission-reader.ts'
import { csvLine } from './csv.ts'

/** Rows per chunk of the stream: few enough to keep memory flat, enough to keep writes few. */
const rowsPerChunk = 200

/**
 * The submissions (of one form, or all) as CSV, newest first, streamed a few rows at a time from a
 * connection of its own: memory stays flat however many there are. Columns: the forms' fields, then
 * any other name found in the stored data (fields a form has since lost).
 */
export function submissionsCsv(db: Db, forms: Record<string, FormDefinition>, form: string | undefined): Readable {
  return Readable.from(csvChunks(db, forms, form), { objectMode: false })
}

function* csvChunks(db: Db, forms: Record<string, FormDefinition>, form: string | undefined): Generator<string> {
  const reader = submissionReader(db, form)
  try {
    const definitions = form === undefined ? Object.values(forms) : [forms[form]]
    const fieldNames = [...new Set(definitions.flatMap((definition) => definition?.fields.map((f) => f.name) ?? []))]
    const names = [...fieldNames, ...reader.dataNames().filter((name) => !fieldNames.includes(name))]
    yield '\uFEFF' + csvLine(['id', 'form', 'received', 'handled', 'handled by', ...names])
    let chunk = ''
    let rows = 0
    for (const item of reader.rows()) {
      chunk += csvLine([
        item.id,
        item.form,
        new Date(item.createdAt).toISOString(),
        item.handledAt ? new Date(item.handledAt).toISOString() : '',
        item.handledBy ?? '',
        ...names.map((name) => item.data[name] ?? ''),
      ])
      if (++rows % rowsPerChunk === 0) {
        yield chunk
        chunk = ''
      }
    }
    if (chunk !== '') yield chunk
  } finally {
    reader.close()
  }
}
