import type { ValuesProps } from './schema.ts'

export const valuesExample: ValuesProps = {
  heading: 'What We Stand For',
}
