import { Link, NavLink } from 'react-router-dom'
import { useShell } from '../render/shell-context.tsx'
import { SmartLink } from '../render/SmartLink.tsx'
import type { NavigationItem } from '../config/site-schema.ts'

export function Header() {
  const { business, navigation, headerButton } = useShell()
  return (
    <header className="site-header">
      <Link className="site-header__name" to="/">
        {business.name}
      </Link>
      <nav aria-label="Main">
        <ul className="main-nav">
          {navigation.map((item) => (
            <li key={item.label}>
              <NavigationEntry item={item} />
            </li>
          ))}
        </ul>
      </nav>
      <ul className="site-header__phones" aria-label="Phone numbers">
        {business.phones.map((phone) => (
          <li key={phone.number}>
            <a href={`tel:${phone.number.replace(/[^\d+]/g, '')}`}>{phone.number}</a>
          </li>
        ))}
      </ul>
      {headerButton && (
        <SmartLink to={headerButton.link} className="button button--primary">
          {headerButton.label}
        </SmartLink>
      )}
    </header>
  )
}

function NavigationEntry({ item }: { item: NavigationItem }) {
  if (item.items) {
    return (
      <details className="main-nav__group">
        <summary>{item.label}</summary>
        <ul>
          {item.items.map((child) => (
            <li key={child.link}>
              <SmartLink to={child.link}>{child.label}</SmartLink>
            </li>
          ))}
        </ul>
      </details>
    )
  }
  return (
    <NavLink to={item.link ?? '/'} end>
      {item.label}
    </NavLink>
  )
}
