import { useState } from 'react'
import { PreviewFrame } from '../preview/PreviewFrame.tsx'
import { linkTargets } from './form/site-lists.ts'

interface PreviewPaneProps {
  draftId: string
  /** The draft's revision the server holds; the preview is drawn from that. */
  revision: number
  data: unknown
  path: string
  onPathChange(path: string): void
}

/** The page being edited as visitors will see it, drawn by the site's own renderer from the draft. */
export function PreviewPane({ draftId, revision, data, path, onPathChange }: PreviewPaneProps) {
  const [isShown, setIsShown] = useState(false)

  const pages = linkTargets(data).filter((target) => !target.title.startsWith('Redirect'))
  return (
    <section className="preview" aria-labelledby="preview-title">
      <div className="preview__bar">
        <h2 id="preview-title">Preview</h2>
        <label htmlFor="preview-page" className="visually-hidden">
          Page to preview
        </label>
        <select id="preview-page" value={path} onChange={(event) => onPathChange(event.target.value)}>
          {!pages.some((page) => page.path === path) && <option value={path}>{path}</option>}
          {pages.map((page) => (
            <option key={page.path} value={page.path}>
              {page.path} – {page.title}
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
        title={`Preview of ${path}`}
        onShown={() => setIsShown(true)}
      />
    </section>
  )
}
