import { useEffect, useRef } from 'react'
import { useShell } from '../ui/shell-context.tsx'
import { Icon } from './icons.tsx'
import { MenuLink } from './MenuLink.tsx'
import { useBreakpointChange } from './use-breakpoint.ts'
import { useScrollLock } from './use-scroll-lock.ts'
import './services-menu.css'

/** How the services menu is shown: a sheet rising from the bottom (the phone tab bar) or a centred dialog. */
export type ServicesMenuVariant = 'sheet' | 'dialog'

/** The id of the open services menu, for the aria-controls of whatever opened it. */
export const servicesMenuId = 'services-menu'

interface ServicesMenuProps {
  variant: ServicesMenuVariant
  /** Called once the menu has closed: by Escape, its close button, a click outside, a choice or a wider window. */
  onClose: () => void
}

/**
 * Every service as a modal dialog: open while mounted. The native dialog traps focus, closes on Escape
 * and makes the page behind it inert; the page also stops scrolling.
 */
export function ServicesMenu({ variant, onClose }: ServicesMenuProps) {
  const { services } = useShell()
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
  }, [])
  useScrollLock()
  useBreakpointChange((isPhone) => {
    if (!isPhone) dialog.current?.close()
  })
  const close = () => dialog.current?.close()
  return (
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- backdrop clicks; Escape and the close button serve keyboards
    <dialog
      ref={dialog}
      id={servicesMenuId}
      className={`services-menu services-menu--${variant}`}
      aria-labelledby="services-menu-title"
      onClose={onClose}
      onClick={(event) => {
        // The dialog's content covers its whole box, so a click on the dialog itself is on the backdrop.
        if (event.target === event.currentTarget) close()
      }}
    >
      <div className="services-menu__header">
        <h2 id="services-menu-title" className="services-menu__title">
          Our Services
        </h2>
        <button type="button" className="services-menu__close" aria-label="Close" onClick={close}>
          <Icon name="close" />
        </button>
      </div>
      <ul className="services-menu__list">
        {services.map((service) => (
          <li key={service.link} className="services-menu__item">
            <MenuLink to={service.link} className="services-menu__link" onClick={close}>
              {service.name}
            </MenuLink>
            <p className="services-menu__summary">{service.summary}</p>
          </li>
        ))}
      </ul>
    </dialog>
  )
}
