import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

/** A link from site.yaml: pages of this site go through the router, everything else is a plain link. */
export function SmartLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  if (to.startsWith('/') && !/\.[a-z0-9]+$/i.test(to.split(/[?#]/, 1)[0] ?? '')) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    )
  }
  const external = /^https?:/.test(to)
  return (
    <a href={to} className={className} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  )
}
