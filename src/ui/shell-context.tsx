import { createContext, useContext } from 'react'
import type { ShellData } from '../model/site-data.ts'

export const ShellContext = createContext<ShellData | undefined>(undefined)

export function useShell(): ShellData {
  const shell = useContext(ShellContext)
  if (!shell) throw new Error('useShell needs a ShellContext provider (the site layout provides one).')
  return shell
}
