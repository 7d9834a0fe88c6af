import type { MouseEventHandler, ReactNode } from 'react'
import { NavLink } from 'react-router-dom'

interface MenuLinkProps {
  to: string
  className?: string
  onClick?: MouseEventHandler<HTMLAnchorElement>
  children: ReactNode
}

const isSitePage = (to: string) => to.startsWith('/') && !/\.[a-z0-9]+$/i.test(to.split(/[?#]/, 1)[0] ?? '')

/** A link in a menu: a page of this site goes through the router and gets aria-current="page" while shown. */
export function MenuLink({ to, className, onClick, children }: MenuLinkProps) {
  if (isSitePage(to)) {
    return (
      <NavLink to={to} end className={className} onClick={onClick}>
        {children}
      </NavLink>
    )
  }
  const isExternal = /^https?:/.test(to)
  return (
    <a href={to} className={className} onClick={onClick} {...(isExternal ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  )
}
