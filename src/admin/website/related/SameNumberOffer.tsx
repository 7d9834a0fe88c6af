import { useEffect, useMemo, useState } from 'react'
import type { EditOp } from '../../../site-text/edit.ts'
import { useEditor, valueAt } from '../form/editor-context.ts'
import type { Path } from '../form/json-schema.ts'
import type * as SameNumber from './same-number.ts'
import {
  sameNumberAnswers,
  sameNumberChangedSentence,
  sameNumberCount,
  sameNumberSentence,
} from './same-number-words.ts'
import './related.css'

interface SameNumberOfferProps {
  path: Path
  /** The number in the field now. */
  value: string
}

/** Loaded when a phone number is first shown: it brings the world's numbering plans, which no other field needs. */
let loading: Promise<typeof SameNumber> | undefined

function useSameNumber(): typeof SameNumber | undefined {
  const [matching, setMatching] = useState<typeof SameNumber>()
  useEffect(() => {
    let isShown = true
    void (loading ??= import('./same-number.ts')).then((loaded) => isShown && setMatching(loaded))
    return () => {
      isShown = false
    }
  }, [])
  return matching
}

/**
 * Under a phone number field: once a whole new number is typed, offers to change the old number
 * wherever else it is (the WhatsApp number, a link that calls it, a mention in a text) in one change.
 */
export function SameNumberOffer({ path, value }: SameNumberOfferProps) {
  const { data, editAll } = useEditor()
  const matching = useSameNumber()
  /** The number when the field was shown. */
  const [shown] = useState(value)
  /** The number the other places were changed to with this one, those changes, and what is said of them. */
  const [changed, setChanged] = useState<{ number: string; edits: EditOp[]; said: string }>()
  /** The number the other places had when the person chose to keep them as they are. */
  const [keptAt, setKeptAt] = useState<string>()
  // Changes taken back (an undo) no longer hold: the places have the number they had when the field was shown.
  const isChanged = changed !== undefined && changed.edits.every((edit) => isInPlace(data, edit))
  const before = isChanged ? changed.number : shown
  const isNewNumber =
    matching !== undefined &&
    keptAt !== before &&
    value !== before &&
    matching.isWholeNumber(value, data) &&
    !matching.isSameNumber(value, before, data)
  // The path as text: a field is given a new array for it each time it is drawn.
  const pathKey = JSON.stringify(path)
  const places = useMemo(
    () => (isNewNumber ? matching.placesWithSameValue(data, JSON.parse(pathKey) as Path, before) : []),
    [isNewNumber, matching, data, pathKey, before],
  )

  if (isChanged && value === changed.number) return <output className="same-number__done">{changed.said}</output>
  if (places.length === 0 || !editAll || !matching) return null
  const answers = sameNumberAnswers(places.length)
  // Counted once: the offer and the word after the change tell the same places.
  const count = sameNumberCount(places, data)
  const changeThemToo = () => {
    const edits = matching.sameNumberEdits(places, value, data)
    if (editAll(edits)) setChanged({ number: value, edits, said: sameNumberChangedSentence(count) })
  }
  return (
    <div className="same-number">
      <output className="same-number__said">{sameNumberSentence(count)}</output>
      <div className="same-number__answers">
        <button type="button" className="admin-small" onClick={changeThemToo}>
          {answers.change}
        </button>
        <button type="button" className="admin-secondary admin-small" onClick={() => setKeptAt(before)}>
          {answers.keep}
        </button>
      </div>
    </div>
  )
}

/** Whether the value an edit set is still there. */
const isInPlace = (data: unknown, edit: EditOp) => edit.op === 'set' && valueAt(data, edit.path) === edit.value
