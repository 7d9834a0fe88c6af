import type { FormDefinition, FormField } from '../../../src/forms/schema.ts'
import { isRealDate } from '../../../src/forms/kinds/date/bookable-day.ts'
import { fieldRules } from '../../../src/forms/kinds/rules.ts'
import { shownValue } from '../../../src/forms/shown-value.ts'
import { businessLanguage } from '../../../src/forms/business-language.ts'
import { defaultTimeZone } from '../../../src/model/time/local-time.ts'
import { languageName } from '../../../src/languages/site-languages.ts'
import { submissionReader, type SubmissionReader } from '../../storage/submission-reader.ts'
import type { Submission } from '../../storage/submissions.ts'
import { wallClockOf, type WallClock } from './wall-clock.ts'
import { xlsxFile, type Cell, type SheetSource } from './xlsx/xlsx-file.ts'

/** What the workbook is made from: the server's database file, the site's forms and the business's time zone. */
export interface WorkbookInput {
  databasePath: string
  forms: Record<string, FormDefinition>
  /** Where the business reads its requests' times: Kenya's time when left out. */
  timeZone?: string
  /** Whether the site has more than one language: each request then says, by its name, which it was sent in. */
  hasLanguages?: boolean
}

/**
 * Every request the forms received, as an Excel workbook for the office: one sheet per form that has
 * requests, named by its title, newest first. Its columns: when it was received, the form's own fields
 * in the form's order under their labels (then any field the form has since lost, under its sent
 * name, if it was ever filled in), the language it was sent in when the site has more than one, whether it was
 * handled ("Yes" or "No"), when and by whom. Times are the business's, as the
 * inbox shows them; dates are date cells; every other answer reads as the inbox and the e-mail show it (shownValue).
 * Read from one snapshot of the database. Work that grows with the requests: a task of the worker
 * pool (declared in ./pool-tasks.ts), never run on the thread that answers visitors.
 */
export function requestsWorkbook({
  databasePath,
  forms,
  timeZone = defaultTimeZone,
  hasLanguages = false,
}: WorkbookInput): Uint8Array {
  const reader = submissionReader(databasePath)
  try {
    return xlsxFile(formSheets(reader, forms, { clock: wallClockOf(timeZone), hasLanguages }))
  } finally {
    reader.close()
  }
}

/** The forms of the site in its order, then those it no longer has; with none stored, the site's forms, empty. */
/** How a sheet shows its requests: their times on the business's clock, and their languages when the site has several. */
interface SheetWays {
  clock: WallClock
  hasLanguages: boolean
}

function formSheets(reader: SubmissionReader, forms: Record<string, FormDefinition>, ways: SheetWays): SheetSource[] {
  const formOf = (id: string) => (Object.hasOwn(forms, id) ? forms[id] : undefined)
  const stored = reader.forms()
  const withRequests = [
    ...Object.keys(forms).filter((id) => stored.includes(id)),
    ...stored.filter((id) => !formOf(id)),
  ]
  const shown = withRequests.length > 0 ? withRequests : Object.keys(forms)
  if (shown.length === 0) return [{ title: 'Requests', columns: [receivedColumn], rows: [] }]
  return shown.map((id) => formSheet(reader, id, formOf(id), ways))
}

const receivedColumn = { header: 'Received', width: 18 }

function formSheet(
  reader: SubmissionReader,
  id: string,
  form: FormDefinition | undefined,
  ways: SheetWays,
): SheetSource {
  const fields = form?.fields ?? []
  const known = new Set(fields.map((field) => field.name))
  const lost = reader.filledNames(id).filter((name) => !known.has(name))
  return {
    title: form?.title ?? id,
    columns: [
      receivedColumn,
      ...fields.map((field) => ({
        header: field.label,
        width: widthOf(field.label, fieldRules[field.kind].columnWidth),
      })),
      ...lost.map((name) => ({ header: name, width: widthOf(name, fieldRules.text.columnWidth) })),
      ...(ways.hasLanguages ? [{ header: 'Language', width: 14 }] : []),
      { header: 'Handled', width: 10 },
      { header: 'Handled on', width: 18 },
      { header: 'Handled by', width: 16 },
    ],
    rows: rowsOf(reader.rows(id), fields, lost, ways),
  }
}

function* rowsOf(
  requests: Iterable<Submission>,
  fields: readonly FormField[],
  lost: readonly string[],
  { clock, hasLanguages }: SheetWays,
) {
  const moment = (at: number): Cell => ({ wallClock: clock(at), show: 'dateTime' })
  for (const request of requests)
    yield [
      moment(request.createdAt),
      ...fields.map((field) => fieldCell(field, sent(request, field.name))),
      ...lost.map((name) => sent(request, name)),
      ...(hasLanguages ? [request.language ? languageName(request.language) : ''] : []),
      handledWord(request),
      request.handledAt === null ? undefined : moment(request.handledAt),
      request.handledBy ?? '',
    ]
}

/** "Yes" or "No", as the file writes the answer of a yes/no field. */
const handledWord = (request: Submission): string =>
  shownValue({ kind: 'yes-no' }, request.handledAt === null ? 'no' : 'yes', businessLanguage)

const sent = (request: Submission, name: string): string =>
  Object.hasOwn(request.data, name) ? String(request.data[name] ?? '') : ''

function fieldCell(field: FormField, value: string): Cell {
  if (field.kind === 'date' && isRealDate(value)) return { wallClock: Date.parse(`${value}T00:00:00Z`), show: 'date' }
  return shownValue(field, value, businessLanguage)
}

const widthOf = (header: string, width: number) => Math.max(width, Math.min(header.length + 2, 40))
