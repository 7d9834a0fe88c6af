import { autocompletion, completionKeymap } from '@codemirror/autocomplete'
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands'
import { yaml } from '@codemirror/lang-yaml'
import { defaultHighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language'
import { lintGutter, lintKeymap, setDiagnostics } from '@codemirror/lint'
import { Annotation, Compartment, EditorState, Transaction } from '@codemirror/state'
import {
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  tooltips,
} from '@codemirror/view'
import type { DraftProblem } from '../../../model/admin-api.ts'
import type { JsonSchema } from '../form/json-schema.ts'
import { editorTheme } from './editor-theme.ts'
import { problemDiagnostics } from './problem-diagnostics.ts'
import { schemaCompletions } from './schema-completions.ts'
import { textChange } from './text-change.ts'

export interface YamlEditorOptions {
  parent: HTMLElement
  text: string
  schema: JsonSchema
  /** Ids of the visible label and of the help, for the editable area's accessible name and description. */
  labelledBy: string
  describedBy: string
  onChange(text: string): void
}

export interface YamlEditor {
  view: EditorView
  /** Takes in a text from outside; a text this editor handed out itself and has since moved past is ignored. */
  setText(text: string): void
  showProblems(problems: readonly DraftProblem[]): void
  describeWith(ids: string): void
  destroy(): void
}

const fromOutside = Annotation.define<boolean>()

/**
 * CodeMirror on site.yaml: completion from the schema, the checker's problems marked in place.
 * Tab is left to move focus, as CodeMirror does by default.
 */
export function createYamlEditor(options: YamlEditorOptions): YamlEditor {
  // What onChange was given: a render that lags behind typing brings one back, and must not undo it.
  const handedOut = new Set<string>()
  const description = new Compartment()
  const described = (ids: string) => EditorView.contentAttributes.of({ 'aria-describedby': ids })

  const view = new EditorView({
    parent: options.parent,
    state: EditorState.create({
      doc: options.text,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightActiveLine(),
        history(),
        indentOnInput(),
        yaml(),
        syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        lintGutter(),
        // The problem summary above the editor comes and goes as the check runs: tooltips move with the
        // editor, and stay a little inside the page's width so that a phone never scrolls sideways.
        tooltips({
          position: 'absolute',
          tooltipSpace: (editor) => {
            const page = editor.dom.ownerDocument.documentElement
            return { top: 0, left: 0, right: page.clientWidth - 4, bottom: page.clientHeight }
          },
        }),
        autocompletion({
          override: [
            (context) => schemaCompletions(context.state.doc.toString(), context.pos, options.schema, context.explicit),
          ],
        }),
        keymap.of([...completionKeymap, ...defaultKeymap, ...historyKeymap, ...lintKeymap]),
        // An explicit tabindex lets checkers such as axe see the scrolling area holds something focusable.
        EditorView.contentAttributes.of({ 'aria-labelledby': options.labelledBy, tabindex: '0' }),
        description.of(described(options.describedBy)),
        EditorView.updateListener.of((update) => {
          if (!update.docChanged || update.transactions.some((transaction) => transaction.annotation(fromOutside)))
            return
          const text = update.state.doc.toString()
          handedOut.add(text)
          options.onChange(text)
        }),
        editorTheme,
      ],
    }),
  })

  return {
    view,
    setText(text) {
      const current = view.state.doc.toString()
      if (text === current) return handedOut.clear()
      if (handedOut.has(text)) return
      handedOut.clear()
      view.dispatch({
        changes: textChange(current, text),
        annotations: [fromOutside.of(true), Transaction.addToHistory.of(false)],
      })
    },
    showProblems(problems) {
      view.dispatch(setDiagnostics(view.state, problemDiagnostics(view.state.doc, problems)))
    },
    describeWith(ids) {
      view.dispatch({ effects: description.reconfigure(described(ids)) })
    },
    destroy: () => view.destroy(),
  }
}
