import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { formDialogClass } from './form-dialog-classes.ts'

const css = readFileSync(new URL('./form-dialog.css', import.meta.url), 'utf8')
const isStyledBy = (name: string) => new RegExp(`\\.${name}(?![\\w-])`).test(css)

describe('the form dialog’s class names', () => {
  it.each(Object.entries(formDialogClass))('%s (%s) is styled by form-dialog.css', (_part, name) => {
    expect(isStyledBy(name)).toBe(true)
  })
})
