import { useId, useState } from 'react'
import { PreviewFrame } from '../preview/PreviewFrame.tsx'

interface PagePreviewProps {
  /** The admin API call that draws the page from the text the action would publish. */
  source: string
}

/**
 * "See the page as it will be": on request, the page the change touches drawn from the text the
 * undo or bring-back would publish, in the same frame as the Website screen's preview; links in it
 * lead to the other pages as they would be too.
 */
export function PagePreview({ source }: PagePreviewProps) {
  const [isOpen, setIsOpen] = useState(false)
  const [shown, setShown] = useState<string>()
  const regionId = useId()
  return (
    <div className="history-preview">
      <button
        type="button"
        className="admin-secondary admin-small"
        aria-expanded={isOpen}
        aria-controls={isOpen ? regionId : undefined}
        onClick={() => setIsOpen((open) => !open)}
      >
        {isOpen ? 'Hide the page' : 'See the page as it will be'}
      </button>
      {isOpen && (
        <div id={regionId} className="history-preview__body">
          <p className="admin-help" aria-live="polite">
            {shown === undefined ? 'Drawing the page…' : `The page ${shown} as visitors will see it after this:`}
          </p>
          <PreviewFrame
            key={source}
            className="history-preview__frame"
            source={source}
            revision={0}
            path=""
            title="The page as it will be"
            onShown={({ path }) => setShown(path)}
          />
        </div>
      )}
    </div>
  )
}
