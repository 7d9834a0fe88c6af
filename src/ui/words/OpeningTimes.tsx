import { useFormats, useWords } from '../../words/use-words.ts'
import { FilledWords } from './FilledWords.tsx'

/** The hours of one opening, "8am to 6pm", each time a <time>, in the page's language. */
export function OpeningTimes({ opens, closes }: { opens: string; closes: string }) {
  const { timeOfDay } = useFormats()
  return (
    <FilledWords
      words={useWords().openingTimes}
      parts={{
        opens: <time dateTime={opens}>{timeOfDay(opens)}</time>,
        closes: <time dateTime={closes}>{timeOfDay(closes)}</time>,
      }}
    />
  )
}
