import { useId, useState } from 'react'
import { hexColorPattern } from '../../theme/color.ts'
import { UsualLookButton } from './UsualLookButton.tsx'

interface ColourFieldProps {
  /** What the colour is used for, in the schema's words. */
  use: string
  /** The colour the draft gives, as written there; undefined for the usual one. */
  value: string | undefined
  usual: string
  onChange(color: string): void
  onUsual(): void
}

const isColor = (value: string) => new RegExp(hexColorPattern).test(value)

/** A colour code as typed, with the "#" it may lack and no spaces. */
const codeOf = (typed: string) => {
  const trimmed = typed.trim()
  return trimmed.startsWith('#') ? trimmed : `#${trimmed}`
}

/**
 * One colour of the theme: a colour picker and its code side by side. The code is put in the draft once it is a
 * whole colour, so a code half typed never reaches the draft.
 */
export function ColourField({ use, value, usual, onChange, onUsual }: ColourFieldProps) {
  const id = useId()
  const shown = value ?? usual
  const [typed, setTyped] = useState(shown)
  const [drawn, setDrawn] = useState(shown)
  // The draft moved on (an undo, the picker, a suggested shade): the code box follows it.
  if (drawn !== shown) {
    setDrawn(shown)
    setTyped(shown)
  }
  const isWhole = isColor(codeOf(typed))
  const change = (color: string) => onChange(color.toLowerCase())
  return (
    <fieldset className="look-colour">
      <legend id={`${id}-use`}>{use}</legend>
      <div className="look-colour__inputs">
        <div>
          <label htmlFor={`${id}-picker`}>Colour</label>
          <input
            id={`${id}-picker`}
            type="color"
            value={isColor(shown) ? shown.toLowerCase() : usual}
            onChange={(event) => change(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-code`}>Colour code</label>
          <input
            id={`${id}-code`}
            type="text"
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={9}
            value={typed}
            aria-invalid={!isWhole}
            aria-describedby={isWhole ? undefined : `${id}-problem`}
            onChange={(event) => {
              setTyped(event.target.value)
              const code = codeOf(event.target.value)
              if (isColor(code)) change(code)
            }}
          />
        </div>
      </div>
      {!isWhole && (
        <p id={`${id}-problem`} className="admin-error">
          Write the colour code as # and six numbers or letters from a to f, like {usual}.
        </p>
      )}
      {value === undefined ? (
        <p className="admin-help">The usual colour.</p>
      ) : (
        <UsualLookButton describedBy={`${id}-use`} onClick={onUsual} />
      )}
    </fieldset>
  )
}
