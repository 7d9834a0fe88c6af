import { createContext, useContext } from 'react'

export { samePage } from './same-page.ts'

/** The address of the page being drawn, so menus can mark the link to it with aria-current. */
export const CurrentPathContext = createContext<string>('/')

export const useCurrentPath = (): string => useContext(CurrentPathContext)
