import { xmlEscape } from './xlsx-text.ts'

// The fixed parts of a workbook in the Office Open XML format (ECMA-376), as few as Excel needs.

const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const relationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const packageRelationships = 'http://schemas.openxmlformats.org/package/2006/relationships'
const contentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml'

/** The styles a cell can have, by their number in styles.xml. */
export const cellStyle = { header: 1, text: 2, dateTime: 3, date: 4 } as const

/** What Excel shows for the date styles: "26 Nov 2026 13:41" and "1 Dec 2026". */
export const dateFormats = { dateTime: 'd mmm yyyy hh:mm', date: 'd mmm yyyy' } as const

export const contentTypesXml = (sheetCount: number): string =>
  declaration +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/xl/workbook.xml" ContentType="${contentType}.sheet.main+xml"/>` +
  `<Override PartName="/xl/styles.xml" ContentType="${contentType}.styles+xml"/>` +
  sheetNumbers(sheetCount)
    .map((n) => `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="${contentType}.worksheet+xml"/>`)
    .join('') +
  '</Types>'

export const packageRelationshipsXml =
  declaration +
  `<Relationships xmlns="${packageRelationships}">` +
  `<Relationship Id="rId1" Type="${relationships}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>'

export const workbookXml = (sheetNames: readonly string[]): string =>
  declaration +
  `<workbook xmlns="${main}" xmlns:r="${relationships}"><bookViews><workbookView/></bookViews><sheets>` +
  sheetNames.map((name, i) => `<sheet name="${xmlEscape(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
  '</sheets></workbook>'

export const workbookRelationshipsXml = (sheetCount: number): string =>
  declaration +
  `<Relationships xmlns="${packageRelationships}">` +
  sheetNumbers(sheetCount)
    .map((n) => `<Relationship Id="rId${n}" Type="${relationships}/worksheet" Target="worksheets/sheet${n}.xml"/>`)
    .join('') +
  `<Relationship Id="rId${sheetCount + 1}" Type="${relationships}/styles" Target="styles.xml"/>` +
  '</Relationships>'

// Text cells carry the Text format (49, "@"), so a phone number stays text even after it is edited.
export const stylesXml =
  declaration +
  `<styleSheet xmlns="${main}">` +
  `<numFmts count="2"><numFmt numFmtId="164" formatCode="${dateFormats.dateTime}"/>` +
  `<numFmt numFmtId="165" formatCode="${dateFormats.date}"/></numFmts>` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="5">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="49" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1" applyNumberFormat="1"/>' +
  '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>'

/** The start of a sheet, up to its rows: the top row stays in view while scrolling, and each column's width. */
export const sheetStartXml = (widths: readonly number[], isFirst: boolean): string =>
  declaration +
  `<worksheet xmlns="${main}" xmlns:r="${relationships}">` +
  `<sheetViews><sheetView workbookViewId="0"${isFirst ? ' tabSelected="1"' : ''}>` +
  '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
  '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
  '<sheetFormatPr defaultRowHeight="15"/>' +
  (widths.length === 0
    ? ''
    : `<cols>${widths.map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`).join('')}</cols>`) +
  '<sheetData>'

export const sheetEndXml = '</sheetData></worksheet>'

const sheetNumbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1)
