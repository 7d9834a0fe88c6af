import { useShell } from '../ui/shell-context.tsx'
import { useCurrentPath } from '../ui/links/current-path.tsx'
import { pageAlternates } from '../languages/page-alternates.ts'
import { useWords } from '../words/use-words.ts'
import './language-switch.css'

/**
 * Links to the page in the site's other languages, each named in its own language; a page without a
 * translation leads to that language's home page. Nothing on a site with one language.
 */
export function LanguageSwitch() {
  const shell = useShell()
  const path = useCurrentPath()
  const words = useWords()
  const others = (shell.languages ?? []).filter(({ code }) => code !== shell.business.locale)
  if (others.length === 0) return null
  const alternates = pageAlternates(shell, path)
  return (
    <nav aria-label={words.otherLanguages} className="language-switch">
      <ul className="language-switch__list">
        {others.map(({ code, name, path: home }) => (
          <li key={code}>
            <a
              className="language-switch__link"
              href={alternates.find((alternate) => alternate.code === code)?.path ?? home}
              hrefLang={code}
              lang={code}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
