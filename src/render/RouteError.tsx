import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom'
import { isPostPath } from '../model/blog-data.ts'
import { BlogPostFailed } from './BlogMessages.tsx'

/** Shown instead of a page that failed to load or draw. */
export function RouteError() {
  const error = useRouteError()
  const { pathname } = useLocation()
  if (isPostPath(pathname)) return <BlogPostFailed error={error} />
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Something went wrong.'
  return (
    <section className="route-error" role="alert">
      <h1>Sorry, this page could not be shown</h1>
      <p>Please reload the page, or try again in a moment. If it keeps happening, call or WhatsApp us.</p>
      <details>
        <summary>Unexpected Application Error!</summary>
        <p>{detail}</p>
      </details>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </section>
  )
}
