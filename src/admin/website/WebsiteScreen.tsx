import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { helpWords } from './help-words.ts'
import { useSearchParams } from 'react-router-dom'
import { useOutcome } from '../outcome/outcome.tsx'
import { EditorContext, useEditor, type EditorContextValue } from './form/editor-context.ts'
import { ProblemList } from './form/FieldFrame.tsx'
import { FieldView, WithFieldRenderer } from './form/FieldView.tsx'
import { kindOf, labelOf, pathId, pathKey, startingValue, type JsonSchema, type Path } from './form/json-schema.ts'
import { DeveloperFields, useDeveloperFieldForced } from './form/ObjectField.tsx'
import { ForTheDeveloper } from '../app/ForTheDeveloper.tsx'
import { ErrorSummary } from './problems/ErrorSummary.tsx'
import { JobsPanel } from './jobs/JobsPanel.tsx'
import { problemsShownNow } from './pictures/empty-picture.ts'
import { LeftChanges } from './LeftChanges.tsx'
import { previewPathFor } from './preview-path.ts'
import { PreviewPane } from './PreviewPane.tsx'
import { problemsByPath } from './problems/problem-paths.ts'
import { changeCount } from './publish/change-count.ts'
import { pathInWords } from './path-words.ts'
import { PublishBar } from './publish/PublishBar.tsx'
import { PublishPanel } from './publish/PublishPanel.tsx'
import { useUndoKeys } from './use-undo-keys.ts'
import { usePublish } from './publish/use-publish.ts'
import { UnusedPictures } from './pictures/UnusedPictures.tsx'
import { useDraft } from './use-draft.ts'
import { YamlView } from './YamlView.tsx'
import './website.css'

const startsWith = (path: Path, prefix: Path) => prefix.every((part, index) => path[index] === part)

/** The website editor: a form drawn from the schema (or the YAML itself), checked as it changes, with a live preview. */
export function WebsiteScreen() {
  // What was just done, said in the bar; the draft's next change ends it.
  const outcomes = useOutcome()
  const {
    draft,
    offeredAt,
    carryOn,
    throwAwayOffered,
    check,
    loadError,
    editError,
    isOffline,
    edit,
    editAll,
    setText,
    published,
    discard,
    publishedData,
    upload,
    choose: settleConflicts,
    undo,
    redo,
    canUndo,
    canRedo,
  } = useDraft({ onChange: outcomes.clear, onMovedElsewhere: outcomes.say })
  const [params, setParams] = useSearchParams()
  const section = params.get('section') ?? 'business'
  const view = params.get('view') === 'yaml' ? 'yaml' : 'form'
  const [focusTarget, setFocusTarget] = useState<Path>()
  const [previewPath, setPreviewPath] = useState('/')
  const summary = useRef<HTMLDivElement>(null)
  useUndoKeys(undo, redo)
  const heading = useRef<HTMLHeadingElement>(null)
  const wasOffered = useRef(false)
  // Once the changes left are carried on with or thrown away, the question goes: focus returns to the screen's heading.
  useEffect(() => {
    if (offeredAt !== undefined) wasOffered.current = true
    else if (wasOffered.current) {
      wasOffered.current = false
      heading.current?.focus()
    }
  }, [offeredAt])

  const isChecked = check?.checkedText === draft?.text
  const byPath = useMemo(() => (check && draft ? problemsByPath(check.errors) : new Map()), [check, draft])
  const warningsByPath = useMemo(() => (check && draft ? problemsByPath(check.warnings) : new Map()), [check, draft])

  const goTo = useCallback(
    (path: Path) => {
      const next = new URLSearchParams(params)
      if (typeof path[0] === 'string') next.set('section', path[0])
      next.delete('view')
      setParams(next)
      setFocusTarget(path)
    },
    [params, setParams],
  )

  useEffect(() => {
    if (!focusTarget) return
    for (let length = focusTarget.length; length >= 0; length--) {
      const element = document.getElementById(pathId(focusTarget.slice(0, length)))
      if (element) {
        element.focus()
        element.scrollIntoView({ block: 'center' })
        break
      }
    }
  }, [focusTarget])

  const data = draft?.data
  const errorCount = check?.errors.length ?? 0
  // Asking for the problems (or trying to publish) shows those that wait until then, such as an empty
  // picture box's, and moves focus to their summary once it is drawn.
  const [errorsAsked, setErrorsAsked] = useState(0)
  const hasTriedToPublish = errorsAsked > 0
  const showErrors = useCallback(() => setErrorsAsked((count) => count + 1), [])
  useEffect(() => {
    if (errorsAsked > 0) summary.current?.focus()
  }, [errorsAsked])
  const summaryByPath = useMemo(
    () => problemsShownNow(byPath, data, hasTriedToPublish),
    [byPath, data, hasTriedToPublish],
  )
  const publishing = usePublish({
    draftId: draft?.id ?? '',
    errorCount,
    onPublished: published,
    onShowErrors: showErrors,
    outcomes,
  })
  const context = useMemo<EditorContextValue | undefined>(
    () =>
      draft && {
        data,
        published: publishedData,
        edit,
        editAll,
        describe: (path) => pathInWords(path, data, draft.site.schema as JsonSchema),
        problemsAt: (path) => ({
          errors: byPath.get(pathKey(path)) ?? [],
          warnings: warningsByPath.get(pathKey(path)) ?? [],
        }),
        isForcedOpen: (path) => focusTarget !== undefined && startsWith(focusTarget, path),
        releaseForcedOpen: () => setFocusTarget(undefined),
        onEditing: (path) => {
          const page = previewPathFor(data, path)
          if (page) setPreviewPath(page)
        },
        publicFiles: draft.site.publicFiles,
        upload,
        hasTriedToPublish,
      },
    [
      draft,
      data,
      publishedData,
      edit,
      editAll,
      byPath,
      warningsByPath,
      focusTarget,
      upload,
      setPreviewPath,
      hasTriedToPublish,
    ],
  )

  // The heading is there from the start, so that the layout can move focus to it on arrival.
  if (offeredAt !== undefined || loadError || !draft || !context)
    return (
      <div className="website">
        <div className="website__head">
          <h1 tabIndex={-1}>Website</h1>
        </div>
        {offeredAt !== undefined ? (
          <LeftChanges changedAt={offeredAt} onCarryOn={carryOn} onThrowAway={throwAwayOffered} />
        ) : loadError ? (
          <p role="alert">The website could not be loaded: {loadError}</p>
        ) : (
          <p>Loading the website…</p>
        )}
      </div>
    )

  const schema = draft.site.schema as JsonSchema
  const sections = Object.entries(schema.properties ?? {})
  const sectionSchema = schema.properties?.[section]
  const required = new Set(schema.required ?? [])
  const sectionErrors = (key: string) =>
    [...byPath].filter(([pathText]) => pathText.startsWith(`["${key}"`)).reduce((sum, [, list]) => sum + list.length, 0)

  const choose = (key: string, nextView = view) => {
    const next = new URLSearchParams(params)
    next.set('section', key)
    if (nextView === 'yaml') next.set('view', 'yaml')
    else next.delete('view')
    setParams(next)
  }

  return (
    <div className="website">
      <div className="website__head">
        <h1 ref={heading} tabIndex={-1}>
          Website
        </h1>
        {view === 'yaml' && (
          <button type="button" className="admin-small" onClick={() => choose(section, 'form')}>
            Back to the form
          </button>
        )}
        <p className="admin-help" aria-live="polite">
          {!isChecked
            ? 'Checking…'
            : errorCount === 0
              ? 'No problems found.'
              : `${errorCount} ${errorCount === 1 ? 'problem' : 'problems'} found.`}
        </p>
      </div>
      <EditorContext.Provider value={context}>
        {view === 'form' && <JobsPanel data={data} editAll={editAll} goTo={goTo} />}
        <ErrorSummary
          ref={summary}
          byPath={summaryByPath}
          onGoTo={goTo}
          describe={(path) => pathInWords(path, data, schema)}
        />
        <div className="website__body">
          <div className="website__editor">
            {view === 'yaml' ? (
              <YamlView text={draft.text} onChange={setText} errors={check?.errors ?? []} schema={schema} />
            ) : (
              <>
                <nav aria-label="Parts of the website" className="website__sections">
                  <ul>
                    {sections.map(([key]) => (
                      <li key={key}>
                        <a
                          href={`?section=${key}`}
                          aria-current={key === section ? 'page' : undefined}
                          onClick={(event) => {
                            event.preventDefault()
                            choose(key)
                          }}
                        >
                          {labelOf(key)}
                          {sectionErrors(key) > 0 && <span className="badge"> ({sectionErrors(key)} to fix)</span>}
                        </a>
                      </li>
                    ))}
                  </ul>
                </nav>
                <ProblemList errors={byPath.get(pathKey([])) ?? []} warnings={[]} />
                {sectionSchema && (
                  <SectionForm
                    key={section}
                    section={section}
                    schema={sectionSchema}
                    isRequired={required.has(section)}
                    isPresent={(data as Record<string, unknown> | undefined)?.[section] !== undefined}
                    onWholeText={() => choose(section, 'yaml')}
                  />
                )}
                <UnusedPictures />
              </>
            )}
          </div>
          <div className="website__side">
            <PublishPanel
              publishing={publishing}
              errorCount={errorCount}
              warningCount={check?.warnings.length ?? 0}
              hasChanges={draft.hasChanges}
              onDiscard={discard}
              onChoose={settleConflicts}
            />
            <PreviewPane
              draftId={draft.id}
              revision={draft.savedRevision}
              data={data}
              path={previewPath}
              onPathChange={setPreviewPath}
            />
          </div>
        </div>
        <PublishBar
          changeCount={Math.max(changeCount(publishedData, data), draft.hasChanges ? 1 : 0)}
          errorCount={errorCount}
          isChecked={isChecked}
          isPublishing={publishing.state.kind === 'running'}
          isOffline={isOffline}
          publishStep={publishing.state.kind === 'running' ? publishing.state.step : undefined}
          outcome={outcomes.outcome ?? (editError ? { tone: 'problem', text: editError } : undefined)}
          canUndo={canUndo}
          canRedo={canRedo}
          onUndo={undo}
          onRedo={redo}
          onPublish={() => void publishing.publish()}
          onShowErrors={showErrors}
        />
      </EditorContext.Provider>
    </div>
  )
}

interface SectionFormProps {
  section: string
  schema: JsonSchema
  isRequired: boolean
  isPresent: boolean
  /** Opens the whole text of the website, for the web developer. */
  onWholeText(): void
}

function SectionForm(props: SectionFormProps) {
  const { edit } = useEditor()
  const path = [props.section]
  const isGroup = kindOf(props.schema) === 'object'
  const isDeveloperFieldForced = useDeveloperFieldForced(props.schema, path)
  // One disclosure for the screen: the section's own developer fields, and the whole text.
  const forTheDeveloper = (
    <ForTheDeveloper isForcedOpen={isGroup && props.isPresent && isDeveloperFieldForced}>
      {isGroup && props.isPresent && (
        <WithFieldRenderer>
          <DeveloperFields schema={props.schema} path={path} />
        </WithFieldRenderer>
      )}
      <p className="admin-help">
        The whole text of the website, as the web developer writes it. Changes there and in the form are the same
        changes.
      </p>
      <button type="button" className="admin-small admin-secondary" onClick={props.onWholeText}>
        Edit the whole text
      </button>
    </ForTheDeveloper>
  )
  if (!props.isPresent && !props.isRequired)
    return (
      <div className="section-form">
        <h2>{labelOf(props.section)}</h2>
        <p className="admin-help">{helpWords(props.schema.description)}</p>
        <button
          type="button"
          onClick={() => edit({ op: 'set', path: [props.section], value: startingValue(props.schema) })}
        >
          Add {labelOf(props.section).toLowerCase()}
        </button>
        {forTheDeveloper}
      </div>
    )
  return (
    <div className="section-form">
      <FieldView
        schema={props.schema}
        path={path}
        isRequired={props.isRequired}
        forTheDeveloper={isGroup ? false : undefined}
      />
      {forTheDeveloper}
    </div>
  )
}
