import { Paragraphs } from '../ui/paragraphs.tsx'
import { useShell } from '../ui/shell-context.tsx'

export function NotFound() {
  const { notFound } = useShell()
  return (
    <section className="not-found">
      <h1>{notFound.title}</h1>
      <Paragraphs text={notFound.text} />
      <p>
        <a href="/" className="button button--primary">
          Go to the home page
        </a>
      </p>
    </section>
  )
}
