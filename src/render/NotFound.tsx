import { Paragraphs } from '../ui/paragraphs.tsx'
import { useShell } from '../ui/shell-context.tsx'
import { useWords } from '../words/use-words.ts'
import { languageHome } from '../languages/page-alternates.ts'

export function NotFound() {
  const shell = useShell()
  const { notFound } = shell
  return (
    <section className="not-found">
      <h1>{notFound.title}</h1>
      <Paragraphs text={notFound.text} />
      <p>
        <a href={languageHome(shell)} className="button button--primary">
          {useWords().goToHomePage}
        </a>
      </p>
    </section>
  )
}
