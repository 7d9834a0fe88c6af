import { useEffect } from 'react'
import { useShell } from '../ui/shell-context.tsx'
import { themeCss } from './theme-css.ts'

/** Marks the <style> element LiveTheme keeps in the head. */
export const liveThemeAttribute = 'data-live-theme'

/**
 * The theme, for a layout that React draws in the browser (the editor's preview): a prerendered page carries
 * it in its head already, and its layout is never drawn again, so this draws nothing and runs nowhere else.
 */
export function LiveTheme() {
  const { theme } = useShell()
  const css = themeCss(theme)
  useEffect(() => {
    let style = document.head.querySelector<HTMLStyleElement>(`style[${liveThemeAttribute}]`)
    if (!style) {
      style = document.createElement('style')
      style.setAttribute(liveThemeAttribute, '')
      document.head.append(style)
    }
    style.textContent = css
  }, [css])
  return null
}
