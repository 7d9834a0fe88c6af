import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { formClass, statusClass } from './form-classes.ts'

const stylesheet = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8')
const isStyledBy = (css: string, name: string) => new RegExp(`\\.${name}(?![\\w-])`).test(css)

describe('the form’s class names', () => {
  it.each(Object.entries(formClass))('%s (%s) is styled by form.css', (_part, name) => {
    expect(isStyledBy(stylesheet('./form.css'), name)).toBe(true)
  })

  it.each(['sent', 'refused', 'unreachable'] as const)('the %s status is styled by form.css', (status) => {
    expect(isStyledBy(stylesheet('./form.css'), statusClass(status))).toBe(true)
  })

  it('counts a class as styled only where the stylesheet names it whole', () => {
    expect(isStyledBy(stylesheet('./form.css'), 'site-form__err')).toBe(false)
  })
})
