// A number or an amount as price lists write it: "1,500", "KES 2,000", "2 500/=", "From 3,000", "$15.99", "20%".
// Up to two words before it (a currency, "From", "Up to"), a sign of currency, and after it "/=", "/-", "%" or a
// currency code.
const amount = /^(?:\p{L}+\.?\s+){0,2}\p{Sc}?\s?[-+−]?\d[\d.,'\s\u00a0\u202f]*(?:\s?(?:\/=|\/-|%|\p{Sc}|\p{Lu}{3}))?$/u

/** A cell that says nothing: empty, or a dash standing for "none". */
const blank = /^[\s\-–—]*$/

/** Whether a cell is a number or an amount. */
export const isAmount = (cell: string): boolean => amount.test(cell.trim())

/**
 * The columns to align on the right with figures of one width: those whose cells are all numbers or amounts
 * (blank cells aside), at least one of them.
 */
export function amountColumns(rows: readonly (readonly string[])[], columnCount: number): boolean[] {
  return Array.from({ length: columnCount }, (_, column) => {
    const cells = rows.map((row) => row[column] ?? '').filter((cell) => !blank.test(cell))
    return cells.length > 0 && cells.every(isAmount)
  })
}
