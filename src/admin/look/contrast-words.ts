import { shownRatio } from '../../theme/color.ts'
import { drawnPairs, textContrast, type DrawnPair } from '../../theme/contrast-pairs.ts'
import type { ColorRole } from '../../theme/palette.ts'
import { blamedRole, ratioOf, suggestedShade } from '../../theme/readability.ts'
import type { ThemeColors } from './look-theme.ts'
import { capitalised } from '../../model/words/capitalised.ts'

/** How well one pair of colours the site draws together reads with the chosen colours. */
export interface PairReading {
  pair: DrawnPair
  isReadable: boolean
  /** What the owner reads: "Button text: easy to read." */
  words: string
  /** The colour to change, and the shade of it that reads well; absent when the pair reads well or no shade does. */
  fix?: { role: ColorRole; shade: string }
}

/** Words are read; a control's outline and the focus ring are seen. */
const verbOf = (pair: DrawnPair) => (pair.need >= textContrast ? 'read' : 'see')

/** Every pair of colours the site draws together, in the order of contrast-pairs.ts, in plain words. */
export function pairReadings(colors: ThemeColors): PairReading[] {
  return drawnPairs.map((pair) => {
    const ratio = ratioOf(pair, colors)
    const what = capitalised(pair.what)
    if (ratio >= pair.need) return { pair, isReadable: true, words: `${what}: easy to ${verbOf(pair)}.` }
    const role = blamedRole(pair, colors)
    const shade = role && suggestedShade(pair, role, colors)
    const measured = `(${shownRatio(ratio).replace(':', ' to ')}; needs ${pair.need})`
    const advice = shade ? ` Try ${shade}.` : ' Choose a colour much lighter or much darker.'
    return {
      pair,
      isReadable: false,
      words: `${what} is hard to ${verbOf(pair)} ${measured}.${advice}`,
      ...(role && shade ? { fix: { role, shade } } : {}),
    }
  })
}

/** Why publishing waits while a pair fails, said beside the list and beside the Publish button. */
export const publishWaitsWords =
  'Publishing waits until everything is easy to read: change the colours marked hard to read, or use the shade suggested.'
