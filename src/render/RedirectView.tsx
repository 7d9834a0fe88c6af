import type { Redirect } from '../schema/site.ts'

/** Sends the visitor on: the server answers with a real redirect, and the page's refresh tag covers the rest. */
export function RedirectView({ redirect }: { redirect: Redirect }) {
  return (
    <section className="redirect">
      <h1>{redirect.message ?? 'Taking you there…'}</h1>
      <p>
        If nothing happens, <a href={redirect.to}>follow this link</a>.
      </p>
    </section>
  )
}
