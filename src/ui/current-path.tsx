import { createContext, useContext } from 'react'

/** The address of the page being drawn, so menus can mark the link to it with aria-current. */
export const CurrentPathContext = createContext<string>('/')

export const useCurrentPath = (): string => useContext(CurrentPathContext)

/** "/about/" and "/about" are the same page. */
export const samePage = (link: string, path: string): boolean =>
  (link.replace(/\/+$/, '') || '/') === (path.replace(/\/+$/, '') || '/')
