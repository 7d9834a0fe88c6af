import type { MouseEventHandler, ReactNode } from 'react'
import { samePage, useCurrentPath } from '../ui/links/current-path.tsx'

interface MenuLinkProps {
  to: string
  className?: string
  onClick?: MouseEventHandler<HTMLAnchorElement>
  children: ReactNode
}

/** A link in a menu; the link to the page being shown gets aria-current="page". */
export function MenuLink({ to, className, onClick, children }: MenuLinkProps) {
  const currentPath = useCurrentPath()
  const isCurrent = to.startsWith('/') && samePage(to, currentPath)
  const isExternal = /^https?:/.test(to)
  return (
    <a
      href={to}
      className={className}
      onClick={onClick}
      {...(isCurrent ? { 'aria-current': 'page' as const } : {})}
      {...(isExternal ? { rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  )
}
