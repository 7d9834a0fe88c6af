import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Redirect } from '../model/site.ts'

/** Sends the visitor on; the server answers with a real redirect, and this covers links followed in the browser. */
export function RedirectView({ redirect }: { redirect: Redirect }) {
  const navigate = useNavigate()
  const internal = redirect.to.startsWith('/')
  useEffect(() => {
    if (internal) void navigate(redirect.to, { replace: true })
    else window.location.replace(redirect.to)
  }, [internal, navigate, redirect.to])
  return (
    <section className="redirect">
      <h1>{redirect.message ?? 'Taking you there…'}</h1>
      <p>
        If nothing happens, <a href={redirect.to}>follow this link</a>.
      </p>
    </section>
  )
}
