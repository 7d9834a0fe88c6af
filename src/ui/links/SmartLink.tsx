import type { ReactNode } from 'react'

/** A link from site.yaml. Every page is its own document, so a page of this site is a plain link too. */
export function SmartLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const external = /^https?:/.test(to)
  return (
    <a href={to} className={className} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  )
}
