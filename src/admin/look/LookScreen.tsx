import { useCallback, useMemo, useRef } from 'react'
import { Link } from 'react-router-dom'
import { isRecord } from '../../model/is-record.ts'
import { usualColors, type ColorRole } from '../../theme/palette.ts'
import { useOutcome } from '../outcome/outcome.tsx'
import { EditorContext, valueAt, type EditorContextValue } from '../website/form/editor-context.ts'
import { pathKey, type JsonSchema, type Path } from '../website/form/json-schema.ts'
import { PictureField } from '../website/form/PictureField.tsx'
import { LeftChanges } from '../website/LeftChanges.tsx'
import { pathInWords } from '../website/path-words.ts'
import { problemsByPath } from '../website/problems/problem-paths.ts'
import { changeCount } from '../website/publish/change-count.ts'
import { PublishBar } from '../website/publish/PublishBar.tsx'
import { PublishPanel } from '../website/publish/PublishPanel.tsx'
import { usePublish } from '../website/publish/use-publish.ts'
import { useDraft } from '../website/use-draft.ts'
import { useUndoKeys } from '../website/use-undo-keys.ts'
import { ColourField } from './ColourField.tsx'
import { ContrastList } from './ContrastList.tsx'
import { pairReadings, publishWaitsWords } from './contrast-words.ts'
import { CornersChoice } from './CornersChoice.tsx'
import { FontsSection } from './FontsSection.tsx'
import { removal, themeOf, usualCorners } from './look-theme.ts'
import { LookPreview } from './LookPreview.tsx'
import { ProblemAlert } from '../app/form-parts/ProblemAlert.tsx'
import { lookSchemasOf, purposeOf } from './schema-words.ts'
import '../website/website.css'
import './look.css'

/**
 * The look of the website for its owner: colours with a live sample and whether words on them read well,
 * the logo, fonts and corners. It edits `theme:` (and the logo) of the same draft as the Website screen, and
 * publishes it the same way.
 */
export function LookScreen() {
  const outcomes = useOutcome()
  const draftState = useDraft({ onChange: outcomes.clear, onMovedElsewhere: outcomes.say })
  const { draft, offeredAt, check, loadError, editError, edit, editAll, undo, redo } = draftState
  const contrastHeading = useRef<HTMLHeadingElement>(null)
  useUndoKeys(undo, redo)
  const data = draft?.data
  const errors = check?.errors ?? []
  const showProblems = useCallback(() => contrastHeading.current?.focus(), [])
  const publishing = usePublish({
    draftId: draft?.id ?? '',
    errorCount: errors.length,
    onPublished: draftState.published,
    onShowErrors: showProblems,
    outcomes,
  })
  const { publishedData, upload } = draftState
  const byPath = useMemo(() => problemsByPath(check?.errors ?? []), [check])
  const context = useMemo<EditorContextValue | undefined>(
    () =>
      draft && {
        data,
        published: publishedData,
        edit,
        editAll,
        problemsAt: (path) => ({ errors: byPath.get(pathKey(path)) ?? [], warnings: [] }),
        isForcedOpen: () => false,
        releaseForcedOpen: () => undefined,
        onEditing: () => undefined,
        publicFiles: draft.site.publicFiles,
        upload,
      },
    [draft, data, publishedData, edit, editAll, byPath, upload],
  )

  const heading = (
    <h1 tabIndex={-1} className="look__title">
      Look
    </h1>
  )
  if (offeredAt !== undefined || loadError || !draft || !context)
    return (
      <div className="look">
        {heading}
        {offeredAt !== undefined ? (
          <LeftChanges
            changedAt={offeredAt}
            changes={draftState.offeredChanges}
            onCarryOn={draftState.carryOn}
            onThrowAway={draftState.throwAwayOffered}
          />
        ) : loadError ? (
          <ProblemAlert lead="The website could not be loaded:" problem={loadError} />
        ) : (
          <p>Loading the website…</p>
        )}
      </div>
    )

  const schemas = lookSchemasOf(draft.site.schema as JsonSchema)
  const theme = themeOf(data)
  const colors = theme.colors ?? {}
  const business = isRecord(data) && isRecord(data.business) ? data.business : {}
  const name = typeof business.name === 'string' ? business.name : ''
  const logo = typeof business.logo === 'string' && business.logo !== '' ? business.logo : undefined
  const set = (path: Path, value: unknown) => edit({ op: 'set', path, value })
  const remove = (path: Path) => edit(removal(data, path))
  const isHard = pairReadings(colors).some((reading) => !reading.isReadable)
  const otherProblems = errors.filter((problem) => problem.path[0] !== 'theme' && problem.path[0] !== 'business')
  const isChecked = check?.checkedText === draft.text
  const waits = isHard ? { tone: 'problem' as const, text: publishWaitsWords } : undefined

  return (
    <div className="look">
      {heading}
      <p className="admin-help">
        Choose the colours, logo, fonts and corners of your website. The sample shows them at once; visitors see them
        when you publish.
      </p>
      {otherProblems.length > 0 && (
        <p className="admin-error">
          {otherProblems.length === 1 ? 'One problem' : `${otherProblems.length} problems`} in other parts of the
          website must be fixed before publishing: <Link to="/website">open the Website screen</Link>.
        </p>
      )}
      <EditorContext.Provider value={context}>
        <div className="editor-columns">
          <div className="editor-columns__side look__side">
            <LookPreview theme={theme} name={name} logo={logo} />
          </div>
          <div className="look__editor">
            <section aria-labelledby="look-colours-title">
              <h2 id="look-colours-title">Colours</h2>
              {Object.entries(schemas.colors).map(([role, schema]) => {
                const path = ['theme', 'colors', role]
                const value = valueAt(data, path)
                return (
                  <ColourField
                    key={role}
                    use={purposeOf(schema)}
                    value={typeof value === 'string' ? value : undefined}
                    usual={usualColors[role as ColorRole]}
                    onChange={(color) => set(path, color)}
                    onUsual={() => remove(path)}
                  />
                )
              })}
            </section>
            <ContrastList
              ref={contrastHeading}
              colors={colors}
              onUse={(role, shade) => set(['theme', 'colors', role], shade)}
            />
            {schemas.logo && (
              <section aria-labelledby="look-logo-title">
                <h2 id="look-logo-title">Logo</h2>
                <PictureField
                  schema={schemas.logo}
                  path={['business', 'logo']}
                  isRequired={false}
                  removeWords="Remove the logo"
                />
                <p className="admin-help">Without a logo, the top of every page shows the name of the business.</p>
              </section>
            )}
            <FontsSection
              schemas={schemas.fonts}
              theme={theme}
              onChoose={(part, font) => set(['theme', 'fonts', part], font)}
              onUsual={(part) => remove(['theme', 'fonts', part])}
            />
            {schemas.corners && (
              <CornersChoice
                schema={schemas.corners}
                use={purposeOf(schemas.corners)}
                value={theme.corners}
                usual={usualCorners}
                onChoose={(pixels) => set(['theme', 'corners'], pixels)}
                onUsual={() => remove(['theme', 'corners'])}
              />
            )}
          </div>
        </div>
        <PublishPanel
          publishing={publishing}
          errorCount={errors.length}
          warningCount={check?.warnings.length ?? 0}
          hasChanges={draft.hasChanges}
          onChoose={draftState.choose}
          describe={(path) => pathInWords(path, data, draft.site.schema as JsonSchema)}
        />
        <PublishBar
          changeCount={Math.max(changeCount(publishedData, data), draft.hasChanges ? 1 : 0)}
          errorCount={errors.length}
          isChecked={isChecked}
          isPublishing={publishing.state.kind === 'running'}
          isOffline={draftState.isOffline}
          publishStep={publishing.state.kind === 'running' ? publishing.state.step : undefined}
          outcome={outcomes.outcome ?? (editError ? { tone: 'problem', text: editError } : waits)}
          canUndo={draftState.canUndo}
          canRedo={draftState.canRedo}
          isUndoAll={draftState.isUndoAll}
          onUndo={undo}
          onRedo={redo}
          onDiscard={async () => {
            await draftState.discard()
            publishing.reset()
          }}
          onPublish={() => void publishing.publish()}
          onShowErrors={showProblems}
        />
      </EditorContext.Provider>
    </div>
  )
}
