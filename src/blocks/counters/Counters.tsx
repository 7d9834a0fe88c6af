import { useId, useRef } from 'react'
import { useShell } from '../../ui/shell-context.tsx'
import type { CountersProps } from './schema.ts'
import { useCountUp } from './use-count-up.ts'
import './counters.css'

/** Figures such as "500+ Carpets Cleaned", which count up from 0 when the section first comes into view. */
export function Counters({ heading, items }: CountersProps) {
  const sectionRef = useRef<HTMLElement>(null)
  const progress = useCountUp(sectionRef)
  const { locale } = useShell().business
  const format = (value: number) => value.toLocaleString(locale)
  const isCounting = progress < 1
  const headingId = useId()
  return (
    <section ref={sectionRef} className="counters" aria-labelledby={heading ? headingId : undefined}>
      {heading && <h2 id={headingId}>{heading}</h2>}
      <ul className="counters__items">
        {items.map(({ label, value, suffix = '+' }) => (
          <li key={label} className="counter">
            {/* Screen readers get the final figure once, not every step of the count. */}
            <span className="counter__value" aria-hidden={isCounting || undefined}>
              {format(Math.round(value * progress))}
              {suffix}
            </span>
            {isCounting && (
              <span className="visually-hidden">
                {format(value)}
                {suffix}
              </span>
            )}{' '}
            <span className="counter__label">{label}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
