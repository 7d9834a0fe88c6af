import { useState } from 'react'
import { isRecord } from '../../model/is-record.ts'
import { PreviewFrame } from '../preview/PreviewFrame.tsx'
import { linkTargets } from './form/site-lists.ts'
import { editorLanguages, pageLanguageCode } from './languages/editor-languages.ts'

interface PreviewPaneProps {
  draftId: string
  /** The draft's revision the server holds; the preview is drawn from that. */
  revision: number
  data: unknown
  /** The language being edited: the picker offers its pages. */
  language?: string
  path: string
  onPathChange(path: string): void
}

/** The page being edited as visitors will see it, drawn by the site's own renderer from the draft. */
export function PreviewPane({ draftId, revision, data, language, path, onPathChange }: PreviewPaneProps) {
  const [isShown, setIsShown] = useState(false)

  const pagesData = isRecord(data) && isRecord(data.pages) ? data.pages : {}
  const main = editorLanguages(data)[0]?.code
  // Pages by their language; blog posts are written in the main language.
  const languageOf = (address: string) => (address in pagesData ? pageLanguageCode(data, address) : main)
  const pages = linkTargets(data).filter(
    (target) => !target.isOldAddress && (!language || languageOf(target.path) === language),
  )
  const shownTitle = pages.find((page) => page.path === path)?.title ?? titleOf(pagesData, path)
  return (
    <section className="preview" aria-labelledby="preview-title">
      <div className="preview__bar">
        <h2 id="preview-title">Preview</h2>
        <label htmlFor="preview-page" className="visually-hidden">
          Page to preview
        </label>
        <select id="preview-page" value={path} onChange={(event) => onPathChange(event.target.value)}>
          {!pages.some((page) => page.path === path) && <option value={path}>{shownTitle}</option>}
          {pages.map((page) => (
            <option key={page.path} value={page.path}>
              {page.title}
            </option>
          ))}
        </select>
        <p className="admin-help preview__timing" aria-live="off">
          {isShown ? 'Shows your latest change.' : 'Drawing…'}
        </p>
      </div>
      <PreviewFrame
        className="preview__frame"
        source={`drafts/${encodeURIComponent(draftId)}/preview`}
        revision={revision}
        path={path}
        title={`Preview of ${shownTitle}`}
        onShown={() => setIsShown(true)}
      />
    </section>
  )
}

/** A page's title, for the picker and the frame's name: an address is the web developer's word. */
function titleOf(pages: Record<string, unknown>, path: string): string {
  const page = pages[path]
  return isRecord(page) && typeof page.title === 'string' ? page.title : 'The page being edited'
}
