import type { Redirect } from '../schema/site.ts'
import { FilledWords } from '../ui/words/FilledWords.tsx'
import { useWords } from '../words/use-words.ts'

/** Sends the visitor on: the server answers with a real redirect, and the page's refresh tag covers the rest. */
export function RedirectView({ redirect }: { redirect: Redirect }) {
  const words = useWords()
  return (
    <section className="redirect">
      <h1>{redirect.message ?? words.takingYouThere}</h1>
      <p>
        <FilledWords
          words={words.ifNothingHappens}
          parts={{ link: <a href={redirect.to}>{words.followThisLink}</a> }}
        />
      </p>
    </section>
  )
}
