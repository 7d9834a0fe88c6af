import { isValidPhoneNumber } from 'libphonenumber-js/min'
import { useMemo, useState } from 'react'
import { useEditor } from '../form/editor-context.ts'
import type { Path } from '../form/json-schema.ts'
import { countryOf, isSameNumber, placesWithSameValue, sameNumberEdits } from './same-number.ts'
import { sameNumberAnswers, sameNumberSentence } from './same-number-words.ts'
import './related.css'

interface SameNumberOfferProps {
  path: Path
  /** The number in the field now. */
  value: string
}

/**
 * Under a phone number field: once a whole new number is typed, offers to change the old number
 * wherever else it is (the WhatsApp number, a link that calls it, a mention in a text) in one change.
 */
export function SameNumberOffer({ path, value }: SameNumberOfferProps) {
  const { data, editAll } = useEditor()
  // The number the other places had when the field was shown, or when they last changed with it.
  const [before, setBefore] = useState(value)
  const [isKept, setIsKept] = useState(false)
  const [changedCount, setChangedCount] = useState(0)
  const isNewNumber =
    !isKept && value !== before && isValidPhoneNumber(value, countryOf(data)) && !isSameNumber(value, before, data)
  // The path as text: a field is given a new array for it each time it is drawn.
  const pathKey = JSON.stringify(path)
  const places = useMemo(
    () => (isNewNumber ? placesWithSameValue(data, JSON.parse(pathKey) as Path, before) : []),
    [isNewNumber, data, pathKey, before],
  )

  if (changedCount > 0 && value === before)
    return (
      <output className="same-number__done">
        {changedCount === 1 ? 'Changed in the other place too.' : `Changed in the ${changedCount} other places too.`}
      </output>
    )
  if (places.length === 0 || !editAll) return null
  const answers = sameNumberAnswers(places.length)
  const changeThemToo = () => {
    if (!editAll(sameNumberEdits(places, value, data))) return
    setBefore(value)
    setChangedCount(places.length)
  }
  return (
    <div className="same-number">
      <output className="same-number__said">{sameNumberSentence(places, data)}</output>
      <div className="same-number__answers">
        <button type="button" className="admin-small" onClick={changeThemToo}>
          {answers.change}
        </button>
        <button type="button" className="admin-secondary admin-small" onClick={() => setIsKept(true)}>
          {answers.keep}
        </button>
      </div>
    </div>
  )
}
