import { useId } from 'react'
import { useShell } from '../../ui/shell-context.tsx'
import { useFormats } from '../../words/use-words.ts'
import type { CountersProps } from './schema.ts'
import './counters.css'
import { defineView } from '../define-view.ts'

/**
 * Figures such as "500+ Happy Customers", written with their final values. In the browser, plain code
 * (count-up.ts) counts them up from 0 when the section first comes into view; no React is loaded for it.
 */
export function Counters({ heading, items }: CountersProps) {
  const { locale } = useShell().business
  const formats = useFormats()
  const headingId = useId()
  return (
    <section className="counters" aria-labelledby={heading ? headingId : undefined} data-locale={locale}>
      {heading && <h2 id={headingId}>{heading}</h2>}
      <ul className="counters__items">
        {items.map(({ label, value, suffix = '+' }) => (
          <li key={label} className="counter">
            <span className="counter__value" data-count={value} data-suffix={suffix}>
              {formats.number(value)}
              {suffix}
            </span>{' '}
            <span className="counter__label">{label}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

export const view = defineView({
  component: Counters,
  island: { when: 'visible', behaviour: () => import('./count-up.ts').then((module) => module.enhanceCounters) },
})
