import { Zip, ZipDeflate } from 'fflate'
import { sheetNames } from './sheet-names.ts'
import {
  cellStyle,
  contentTypesXml,
  packageRelationshipsXml,
  sheetEndXml,
  sheetStartXml,
  stylesXml,
  workbookRelationshipsXml,
  workbookXml,
} from './xlsx-parts.ts'
import { cellText, columnLetters } from './xlsx-text.ts'

/**
 * One cell: text, always stored as text (never a formula, never turned into a number); a day or a
 * moment, as milliseconds whose UTC reading is the calendar and clock to show; or nothing.
 */
export type Cell = string | { wallClock: number; show: 'date' | 'dateTime' } | undefined

export interface SheetSource {
  /** Made into a name Excel accepts (see sheet-names.ts). */
  title: string
  columns: readonly { header: string; width: number }[]
  /** Read only as the workbook is written, one row at a time. */
  rows: Iterable<readonly Cell[]>
}

/** How much XML is gathered before it is compressed. */
const xmlPerPiece = 16 * 1024

const millisecondsPerDay = 86_400_000
/** Excel counts days from 30 December 1899; 1 January 1970 is day 25,569. */
const daysBefore1970 = 25_569

/**
 * An .xlsx workbook of these sheets. Rows are read and compressed a little at a time: only the
 * compressed file grows with the rows.
 */
export function xlsxFile(sheets: readonly SheetSource[]): Uint8Array {
  const pieces: Uint8Array[] = []
  let failure: Error | null = null
  const zip = new Zip((error, data) => {
    if (error) failure = error
    else pieces.push(data)
  })
  const addFile = (name: string, parts: Iterable<string>) => {
    const file = new ZipDeflate(name, { level: 6 })
    zip.add(file)
    let xml = ''
    for (const part of parts) {
      xml += part
      if (xml.length < xmlPerPiece) continue
      file.push(Buffer.from(xml))
      xml = ''
    }
    file.push(Buffer.from(xml), true)
  }

  const names = sheetNames(sheets.map((sheet) => sheet.title))
  addFile('[Content_Types].xml', [contentTypesXml(sheets.length)])
  addFile('_rels/.rels', [packageRelationshipsXml])
  addFile('xl/workbook.xml', [workbookXml(names)])
  addFile('xl/_rels/workbook.xml.rels', [workbookRelationshipsXml(sheets.length)])
  addFile('xl/styles.xml', [stylesXml])
  for (const [i, sheet] of sheets.entries()) addFile(`xl/worksheets/sheet${i + 1}.xml`, sheetXml(sheet, i === 0))
  zip.end()
  if (failure) throw failure
  return Buffer.concat(pieces)
}

function* sheetXml(sheet: SheetSource, isFirst: boolean): Generator<string> {
  yield sheetStartXml(
    sheet.columns.map((column) => column.width),
    isFirst,
  )
  yield rowXml(
    1,
    sheet.columns.map((column) => column.header),
    cellStyle.header,
  )
  let rowNumber = 2
  for (const row of sheet.rows) yield rowXml(rowNumber++, row, cellStyle.text)
  yield sheetEndXml
}

function rowXml(rowNumber: number, cells: readonly Cell[], textStyle: number): string {
  let xml = `<row r="${rowNumber}">`
  for (const [i, cell] of cells.entries()) {
    const at = `${columnLetters(i)}${rowNumber}`
    if (typeof cell === 'string') {
      // An inline string: text in the cell itself, which Excel never reads as a formula or a number.
      if (cell !== '')
        xml += `<c r="${at}" s="${textStyle}" t="inlineStr"><is><t xml:space="preserve">${cellText(cell)}</t></is></c>`
    } else if (cell) {
      const serial = cell.wallClock / millisecondsPerDay + daysBefore1970
      xml += `<c r="${at}" s="${cellStyle[cell.show]}"><v>${serial}</v></c>`
    }
  }
  return `${xml}</row>`
}
