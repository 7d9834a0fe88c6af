import type { YAMLError } from 'yaml'
import { messages } from './messages.ts'
import type { Problem } from './problem.ts'
import { positionAt, type SourceFile } from './source.ts'

/** Errors from reading the YAML itself; duplicate keys do not stop the rest of the check. */
export function explainYamlErrors(source: SourceFile, text: string): { problems: Problem[]; readable: boolean } {
  const duplicates = source.doc.errors.filter((error) => error.code === 'DUPLICATE_KEY')
  // After the first real syntax error the parser's further complaints are mostly echoes of it.
  const firstSyntaxError = source.doc.errors.find((error) => error.code !== 'DUPLICATE_KEY')
  const reported = firstSyntaxError ? [...duplicates, firstSyntaxError] : duplicates
  return { problems: reported.map((error) => toProblem(error, source, text)), readable: !firstSyntaxError }
}

function toProblem(error: YAMLError, source: SourceFile, text: string): Problem {
  const [start] = error.pos
  const position = positionAt(source, start)
  const explanation =
    error.code === 'DUPLICATE_KEY'
      ? messages.duplicateKey(keyAt(text, start))
      : error.code === 'TAB_AS_INDENT'
        ? messages.tabIndent()
        : messages.yamlSyntax(firstSentence(error.message))
  return { severity: 'error', file: source.name, ...position, ...explanation }
}

function firstSentence(message: string): string {
  const line = message.split('\n', 1)[0] ?? message
  return line
    .replace(/ at line \d+, column \d+:?$/, '')
    .replace(/\.$/, '')
    .toLowerCase()
}

/** The key written at `offset`: `"/about":` or `/about:` gives /about. */
function keyAt(text: string, offset: number): string {
  const line = text.slice(offset).split('\n', 1)[0] ?? ''
  const match = /^\s*(["']?)(.*?)\1\s*:(\s|$)/.exec(line)
  return match?.[2] ?? line.trim()
}
