import { useId } from 'react'
import type { JsonSchema } from '../website/form/json-schema.ts'
import { UsualLookButton } from './UsualLookButton.tsx'

interface CornersChoiceProps {
  /** The schema of `theme.corners`: its words and the range it allows. */
  schema: JsonSchema
  use: string
  /** The corners the draft gives, in pixels; undefined for the usual ones. */
  value: number | undefined
  /** The corners of the usual look, in pixels. */
  usual: number
  onChoose(pixels: number): void
  onUsual(): void
}

/** How round corners are, in words: "Square" or "Rounded a little (4 pixels)". */
export const cornerWords = (pixels: number): string =>
  pixels === 0
    ? 'Square'
    : `${pixels <= 6 ? 'Rounded a little' : pixels <= 14 ? 'Rounded' : 'Very round'} (${pixels} ${pixels === 1 ? 'pixel' : 'pixels'})`

/** The roundness of buttons, cards and boxes, on a slider from square to very round, said in words. */
export function CornersChoice({ schema, use, value, usual, onChoose, onUsual }: CornersChoiceProps) {
  const id = useId()
  const shown = value ?? usual
  const words = `${cornerWords(shown)}${value === undefined ? ', the usual corners' : ''}`
  return (
    <div className="look-corners">
      <h2 id={`${id}-title`}>Corners</h2>
      <label htmlFor={id}>{use}</label>
      <input
        id={id}
        type="range"
        min={schema.minimum ?? 0}
        max={schema.maximum ?? 24}
        step={1}
        value={shown}
        aria-valuetext={words}
        onChange={(event) => onChoose(Number(event.target.value))}
      />
      <p className="admin-help" aria-hidden="true">
        {words}
      </p>
      {value !== undefined && <UsualLookButton describedBy={`${id}-title`} onClick={onUsual} />}
    </div>
  )
}
