import { describe, expect, it } from 'vitest'
import { amountColumns, isAmount } from './amount-columns.ts'

describe('isAmount', () => {
  it.each(['1,500', 'KES 2,000', '2 500/=', 'From 3,000', 'From KES 3,000', '$15.99', '20%', '1 200,50 €', 'Ksh. 900'])(
    'takes "%s" for an amount',
    (cell) => expect(isAmount(cell)).toBe(true),
  )

  it.each(['Small', '1 hour', '2 rooms', 'Call us', 'Up to 3 people', 'Size 2 and 3', ''])(
    'takes "%s" for words',
    (cell) => expect(isAmount(cell)).toBe(false),
  )
})

describe('amountColumns', () => {
  it('picks the columns whose cells are all amounts, blank cells aside', () => {
    const rows = [
      ['Small', '1 hour', 'KES 1,500', '—'],
      ['Large', 'Half a day', 'From KES 4,000', ''],
      ['Extra', '', '2 500/=', '—'],
    ]
    expect(amountColumns(rows, 4)).toEqual([false, false, true, false])
  })
})
