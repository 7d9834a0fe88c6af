import { forwardRef, useId } from 'react'
import type { ColorRole } from '../../theme/palette.ts'
import { pairReadings, publishWaitsWords } from './contrast-words.ts'
import type { ThemeColors } from './look-theme.ts'

interface ContrastListProps {
  colors: ThemeColors
  /** Puts the suggested shade in place of the role's colour. */
  onUse(role: ColorRole, shade: string): void
}

/**
 * Whether each pair of colours the website draws together reads well, in words, with the shade to use
 * instead where it does not. Its heading takes the focus when publishing is asked for while one fails.
 */
export const ContrastList = forwardRef<HTMLHeadingElement, ContrastListProps>(function ContrastList(
  { colors, onUse },
  heading,
) {
  const id = useId()
  const readings = pairReadings(colors)
  const hardCount = readings.filter((reading) => !reading.isReadable).length
  return (
    <section className="look-contrast" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        Easy to read?
      </h2>
      <p className={hardCount > 0 ? 'admin-error' : 'admin-help'} aria-live="polite">
        {hardCount === 0
          ? 'Every word and outline is easy to read with these colours.'
          : `${hardCount === 1 ? 'One thing is' : `${hardCount} things are`} hard to read. ${publishWaitsWords}`}
      </p>
      <ul className="look-contrast__list">
        {readings.map(({ pair, isReadable, words, fix }, index) => (
          <li key={pair.what} className={isReadable ? 'is-readable' : 'is-hard'}>
            <span aria-hidden="true" className="look-contrast__mark">
              {isReadable ? '✓' : '✗'}
            </span>{' '}
            <span id={`${id}-${index}`}>{words}</span>
            {fix && (
              <button
                type="button"
                className="admin-small"
                aria-describedby={`${id}-${index}`}
                onClick={() => onUse(fix.role, fix.shade)}
              >
                Use this shade
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
})
