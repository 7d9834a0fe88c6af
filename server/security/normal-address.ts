import { posix } from 'node:path'

const unreserved = /^[A-Za-z0-9\-._~]$/
const absoluteForm = /^https?:\/\/[^/?#]*/i

/**
 * A request's address in the one spelling that the router, every hook and every handler then read
 * (Fastify's `rewriteUrl`), so that no decision, such as "this is /admin", is taken on another
 * spelling than the router's: "http://host/x" becomes "/x"; letters, digits and "-._~" written as
 * %XX are decoded, once ("%2561" stays as it is); "\" is read as "/", as browsers do; "//" becomes
 * "/"; "." and ".." are resolved; a "#..." part is dropped. The query is kept as sent. Any other
 * form ("*", a bad escape) is left for the router to refuse.
 */
export function normalAddress(url: string): string {
  const target = url.startsWith('/') ? url : originForm(url)
  if (target === undefined) return url
  const [withoutFragment = ''] = target.split('#', 1)
  const queryAt = withoutFragment.indexOf('?')
  const path = queryAt === -1 ? withoutFragment : withoutFragment.slice(0, queryAt)
  const query = queryAt === -1 ? '' : withoutFragment.slice(queryAt)
  const decoded = path.replace(/%[0-9A-Fa-f]{2}/g, (escape) => {
    const char = String.fromCharCode(Number.parseInt(escape.slice(1), 16))
    return unreserved.test(char) ? char : escape
  })
  return posix.normalize(decoded.replaceAll('\\', '/')) + query
}

/** "http://host/x?y" → "/x?y"; undefined for anything else that does not start with "/". */
function originForm(url: string): string | undefined {
  const authority = absoluteForm.exec(url)
  if (!authority) return undefined
  const rest = url.slice(authority[0].length)
  return rest.startsWith('/') ? rest : `/${rest}`
}
