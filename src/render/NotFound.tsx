import { Paragraphs } from '../ui/paragraphs.tsx'
import { useShell } from '../ui/shell-context.tsx'
import { withName } from '../model/site-data.ts'
import { useHead } from './use-head.ts'

export function NotFound() {
  const { notFound, business } = useShell()
  useHead({ title: withName(notFound.title, business), description: notFound.title })
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
