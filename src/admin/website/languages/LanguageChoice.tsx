import type { SiteLanguage } from '../../../languages/site-languages.ts'

interface LanguageChoiceProps {
  languages: SiteLanguage[]
  chosen: SiteLanguage
  onChoose(language: SiteLanguage): void
}

/** The language whose pages and texts the screen edits, each named in its own words. */
export function LanguageChoice({ languages, chosen, onChoose }: LanguageChoiceProps) {
  return (
    <div className="language-choice">
      <label htmlFor="editing-language">Language you are editing</label>
      <select
        id="editing-language"
        value={chosen.code}
        aria-describedby="editing-language-help"
        onChange={(event) => {
          const language = languages.find(({ code }) => code === event.target.value)
          if (language) onChoose(language)
        }}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code}>
            {language.name}
          </option>
        ))}
      </select>
      <p id="editing-language-help" className="admin-help">
        {chosen.isMain
          ? `The pages, menus and texts in ${chosen.name}, the website’s main language.`
          : `The pages in ${chosen.name}, and the menus, footer, forms and chat in ${chosen.name}. Beside each text you see the words in ${languages[0]?.name ?? 'the main language'}.`}
      </p>
    </div>
  )
}
