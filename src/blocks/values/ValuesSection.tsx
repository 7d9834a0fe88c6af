import { useShell } from '../../ui/shell-context.tsx'
import type { ValuesProps } from './schema.ts'
import './values.css'
import { defineView } from '../define-view.ts'

/** The values written once under "values:"; nothing when there are none. */
export function ValuesSection({ heading }: ValuesProps) {
  const { values } = useShell()
  if (!values) return null
  return (
    <section className="values">
      <h2>{heading ?? values.heading}</h2>
      {values.intro && <p>{values.intro}</p>}
      <ul className="values__list">
        {values.items.map((item) => (
          <li key={item.title} className="value">
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

export const view = defineView({ component: ValuesSection })
