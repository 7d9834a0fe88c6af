import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { helpWords } from './help-words.ts'
import { useSearchParams } from 'react-router-dom'
import { useOutcome } from '../outcome/outcome.tsx'
import { EditorContext, useEditor, type EditorContextValue } from './form/editor-context.ts'
import { ProblemList } from './form/FieldFrame.tsx'
import { FieldView, WithFieldRenderer } from './form/FieldView.tsx'
import {
  fieldLabel,
  fieldName,
  kindOf,
  pathId,
  pathKey,
  startingValue,
  type JsonSchema,
  type Path,
} from './form/json-schema.ts'
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
import { ProblemAlert } from '../app/form-parts/ProblemAlert.tsx'
import { isInTexts, textsPath } from './languages/editor-languages.ts'
import { LanguageChoice } from './languages/LanguageChoice.tsx'
import { previewInLanguage } from './languages/preview-in-language.ts'
import { setOps } from './languages/set-ops.ts'
import { startPostTranslation, startTranslation } from './languages/start-translation.ts'
import { UntranslatedList } from './languages/UntranslatedList.tsx'
import { useEditingLanguage } from './languages/use-editing-language.ts'
import { writtenPostPath } from '../../languages/blog-in-language.ts'
import './website.css'

const startsWith = (path: Path, prefix: Path) => prefix.every((part, index) => path[index] === part)

/** The website editor: a form drawn from the schema (or the YAML itself), checked as it changes, with a live preview. */
export function WebsiteScreen() {
  // What was just done, said in the bar; the draft's next change ends it.
  const outcomes = useOutcome()
  const {
    draft,
    offeredAt,
    offeredChanges,
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
    isUndoAll,
  } = useDraft({ onChange: outcomes.clear, onMovedElsewhere: outcomes.say })
  const [params, setParams] = useSearchParams()
  const section = params.get('section') ?? 'business'
  const view = params.get('view') === 'yaml' ? 'yaml' : 'form'
  const [focusTarget, setFocusTarget] = useState<Path>()
  const isFocusPending = useRef(false)
  const [previewPath, setPreviewPath] = useState('/')
  const languageParam = params.get('language')
  const editing = useEditingLanguage(draft?.data, draft?.site.schema as JsonSchema | undefined, languageParam)
  const { language } = editing
  const isTranslating = language !== undefined && !language.isMain
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
    (path: Path, languageCode?: string) => {
      const next = new URLSearchParams(params)
      // A language's texts are edited in the part they translate, with that language chosen.
      const target = isInTexts(path) ? path[3] : path[0]
      if (typeof target === 'string') next.set('section', target)
      const code = editing.language && (languageCode ?? editing.languageOf(path))
      if (code) next.set('language', code)
      next.delete('view')
      setParams(next)
      isFocusPending.current = true
      setFocusTarget(path)
    },
    [params, setParams, editing],
  )

  useEffect(() => {
    if (!focusTarget || !isFocusPending.current) return
    for (let length = focusTarget.length; length >= 0; length--) {
      const element = document.getElementById(pathId(focusTarget.slice(0, length)))
      if (element) {
        element.focus()
        element.scrollIntoView({ block: 'center' })
        isFocusPending.current = false
        break
      }
    }
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- the section (or language) asked for may be drawn a moment after the target is set: try again then
  }, [focusTarget, section, languageParam])

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
        // A translation's list may stop short of the main language's: setting a later item adds those before it.
        edit: (op) => {
          const ops = op.op === 'set' ? setOps(data, op.path, op.value) : [op]
          if (ops.length > 1 && editAll) editAll(ops)
          else edit(op)
        },
        editAll,
        language,
        counterpartAt: editing.counterpartAt,
        describe: (path, of = data) => pathInWords(path, of, draft.site.schema as JsonSchema),
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
      language,
      editing,
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
          <LeftChanges
            changedAt={offeredAt}
            changes={offeredChanges}
            onCarryOn={carryOn}
            onThrowAway={throwAwayOffered}
          />
        ) : loadError ? (
          <ProblemAlert lead="The website could not be loaded:" problem={loadError} />
        ) : (
          <p>Loading the website…</p>
        )}
      </div>
    )

  const schema = draft.site.schema as JsonSchema
  // In another language, the pages and the parts every page shares are edited; the rest is the same in every language.
  const sections = Object.entries(schema.properties ?? {}).filter(
    ([key]) => !isTranslating || key === 'pages' || key in editing.textsParts,
  )
  const translatedPart = isTranslating && editing.index !== undefined ? editing.textsParts[section] : undefined
  const sectionSchema =
    translatedPart ?? (sections.some(([key]) => key === section) ? schema.properties?.[section] : undefined)
  const sectionPath = translatedPart && editing.index !== undefined ? textsPath(editing.index, section) : [section]
  const required = new Set(schema.required ?? [])
  const sectionErrors = (key: string) =>
    [...byPath].filter(([pathText]) => pathText.startsWith(`["${key}"`)).reduce((sum, [, list]) => sum + list.length, 0)

  const chooseLanguage = (chosen: NonNullable<typeof language>) => {
    const next = new URLSearchParams(params)
    next.set('language', chosen.code)
    setParams(next)
    setPreviewPath(previewInLanguage(data, previewPath, chosen))
  }
  const startPage = (address: string) => {
    if (!language) return
    const started = startTranslation(data, address, language)
    edit({ op: 'set', path: ['pages', started.address], value: started.page })
    goTo(['pages', started.address, 'title'], language.code)
    setPreviewPath(started.address)
  }
  // Posts are written in the blog, with the main language chosen: a language's texts do not hold them.
  const startPost = (index: number) => {
    if (!language) return
    const { post, at } = startPostTranslation(data, index, language)
    edit({ op: 'insert', path: ['blog', 'posts'], index: at, value: post })
    goTo(['blog', 'posts', at, 'title'], editing.languages[0]?.code)
    setPreviewPath(writtenPostPath(data, post) ?? '/')
  }

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
        {view === 'form' && !isTranslating && <JobsPanel data={data} editAll={editAll} goTo={goTo} />}
        <ErrorSummary
          ref={summary}
          byPath={summaryByPath}
          onGoTo={goTo}
          describe={(path) => pathInWords(path, data, schema)}
        />
        <div className="editor-columns">
          <div className="website__editor">
            {view === 'yaml' ? (
              <YamlView text={draft.text} onChange={setText} errors={check?.errors ?? []} schema={schema} />
            ) : (
              <>
                {language && (
                  <div className="website__language">
                    <LanguageChoice languages={editing.languages} chosen={language} onChoose={chooseLanguage} />
                    {isTranslating &&
                      editing.index !== undefined &&
                      schema.properties?.languages?.items?.properties?.texts && (
                        <UntranslatedList
                          data={data}
                          schema={schema}
                          language={language}
                          index={editing.index}
                          textsSchema={schema.properties.languages.items.properties.texts}
                          onGoTo={goTo}
                          onStartPage={startPage}
                          onStartPost={startPost}
                        />
                      )}
                  </div>
                )}
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
                          {fieldName(schema.properties?.[key], key)}
                          {sectionErrors(key) > 0 && <span className="badge"> ({sectionErrors(key)} to fix)</span>}
                        </a>
                      </li>
                    ))}
                  </ul>
                </nav>
                <ProblemList errors={byPath.get(pathKey([])) ?? []} warnings={[]} />
                {sectionSchema ? (
                  <SectionForm
                    key={`${language?.code ?? ''} ${section}`}
                    path={sectionPath}
                    schema={sectionSchema}
                    isRequired={required.has(section)}
                    isPresent={
                      translatedPart !== undefined ||
                      (data as Record<string, unknown> | undefined)?.[section] !== undefined
                    }
                    onWholeText={() => choose(section, 'yaml')}
                  />
                ) : (
                  isTranslating && (
                    <p className="admin-help">
                      {fieldName(schema.properties?.[section], section)} is the same in every language. Choose{' '}
                      {editing.languages[0]?.name} above to change it.
                    </p>
                  )
                )}
                <UnusedPictures />
              </>
            )}
          </div>
          <div className="editor-columns__side">
            <PublishPanel
              publishing={publishing}
              errorCount={errorCount}
              warningCount={check?.warnings.length ?? 0}
              hasChanges={draft.hasChanges}
              onChoose={settleConflicts}
              describe={(path) => pathInWords(path, data, schema)}
            />
            <PreviewPane
              draftId={draft.id}
              revision={draft.savedRevision}
              data={data}
              language={language?.code}
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
          isUndoAll={isUndoAll}
          onUndo={undo}
          onRedo={redo}
          onDiscard={async () => {
            await discard()
            publishing.reset()
          }}
          onPublish={() => void publishing.publish()}
          onShowErrors={showErrors}
        />
      </EditorContext.Provider>
    </div>
  )
}

interface SectionFormProps {
  /** Where the section's values are: its own key, or a language's texts for it. */
  path: Path
  schema: JsonSchema
  isRequired: boolean
  isPresent: boolean
  /** Opens the whole text of the website, for the web developer. */
  onWholeText(): void
}

function SectionForm(props: SectionFormProps) {
  const { edit } = useEditor()
  const { path } = props
  const section = String(path.at(-1))
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
        <h2>{fieldName(props.schema, section)}</h2>
        <p className="admin-help">{helpWords(props.schema.description)}</p>
        <button type="button" onClick={() => edit({ op: 'set', path, value: startingValue(props.schema) })}>
          Add {fieldLabel(props.schema, section)}
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
