import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, posix } from 'node:path'

/** What a document may name: the repository's files and folders, and its npm scripts. */
export interface Repository {
  exists(path: string): boolean
  /** The text of a file; undefined for a folder or a missing file. */
  source(path: string): string | undefined
  scripts: ReadonlySet<string>
}

export function repositoryAt(root: string): Repository {
  const { scripts = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>
  }
  return {
    exists: (path) => holdsFile(join(root, path)),
    source: (path) => {
      try {
        return readFileSync(join(root, path), 'utf8')
      } catch {
        return undefined
      }
    },
    scripts: new Set(Object.keys(scripts)),
  }
}

// Git keeps no empty folders, so a folder without a file in it is not part of the repository.
function holdsFile(path: string): boolean {
  if (!existsSync(path)) return false
  return statSync(path).isFile() || readdirSync(path).some((entry) => holdsFile(join(path, entry)))
}

interface Finding {
  index: number
  problem: string
}

const FENCED_BLOCK = /^[ \t]*(```|~~~)[^\n]*\n[\s\S]*?^[ \t]*\1[ \t]*$/gm
const CODE_SPAN = /`([^`]+)`/g
const LINK_TARGET = /\]\(([^)\s]+)/g
const NPM_SCRIPT = /\bnpm (?:run(?:-script)? +([\w:.-]*\w)|(test|start)\b)/g
const NAME_BESIDE_FILE = /`<?([A-Za-z_]\w*)(?:\(\))?>?`\s*\(`([^`]+)`\)/g
// A relative path with at least one slash; `<name>` and `*` stand for any segment.
const PATH_LIKE = /^(?!\.\.?\/)[\w.<>*-]+(?:\/[\w.<>*-]+)*\/?$/
const SOURCE_FILE = /\.(ts|tsx|js|mjs)$/

const blank = (text: string) => text.replace(/[^\n]/g, ' ')
const isPathLike = (token: string) => token.includes('/') && PATH_LIKE.test(token)

/**
 * The problems of one document (`file`, relative to the repository root) as "file:line names …": repository paths
 * that do not exist, npm scripts missing from package.json, and a `Name` (`path`) whose file does not export Name.
 * Paths starting with one of `absentByDesign` are not checked.
 */
export function docProblems(file: string, text: string, repo: Repository, absentByDesign: readonly string[] = []) {
  const findings: Finding[] = []
  const checkPath = (index: number, path: string) => {
    if (absentByDesign.some((prefix) => path.startsWith(prefix))) return
    const problem = pathProblem(path, repo)
    if (problem) findings.push({ index, problem })
  }

  const prose = text.replace(FENCED_BLOCK, blank)
  for (const span of prose.matchAll(CODE_SPAN)) {
    if (isPathLike(span[1]!)) checkPath(span.index, span[1]!)
  }
  for (const link of prose.replace(CODE_SPAN, blank).matchAll(LINK_TARGET)) {
    const target = link[1]!.replace(/[#?].*$/, '')
    if (target && !/^([a-z][\w+.-]*:|\/)/i.test(target)) {
      checkPath(link.index, posix.join(posix.dirname(file), target))
    }
  }
  for (const block of text.matchAll(FENCED_BLOCK)) {
    // In code, only words rooted in a top-level folder of the repository are taken for its paths.
    for (const word of block[0].matchAll(/[^\s'"`,;:()[\]{}=]+/g)) {
      const path = word[0].replace(/\.+$/, '')
      if (isPathLike(path) && repo.exists(path.split('/')[0]!)) checkPath(block.index + word.index, path)
    }
  }
  for (const command of text.matchAll(NPM_SCRIPT)) {
    const script = command[1] ?? command[2]!
    if (!repo.scripts.has(script)) {
      findings.push({ index: command.index, problem: `runs ${command[0]}, which is not a script in package.json` })
    }
  }
  for (const mention of prose.matchAll(NAME_BESIDE_FILE)) {
    const [name, path] = [mention[1]!, mention[2]!]
    const source = SOURCE_FILE.test(path) ? repo.source(path) : undefined
    if (source !== undefined && !isExported(source, name)) {
      findings.push({ index: mention.index, problem: `names ${name} in ${path}, which does not export it` })
    }
  }

  return findings
    .sort((a, b) => a.index - b.index)
    .map(({ index, problem }) => `${file}:${text.slice(0, index).split('\n').length} ${problem}`)
}

/** For a path with placeholders, only the folder before the first one has to exist. */
function pathProblem(path: string, repo: Repository): string | undefined {
  const segments = path.split('/')
  const firstPlaceholder = segments.findIndex((segment) => /[<*]/.test(segment))
  if (firstPlaceholder === -1) return repo.exists(path) ? undefined : `names ${path}, which does not exist`
  const folder = segments.slice(0, firstPlaceholder).join('/')
  return !folder || repo.exists(folder) ? undefined : `names ${path}, but ${folder}/ does not exist`
}

function isExported(source: string, name: string): boolean {
  const declared = new RegExp(
    `export\\s+(?:declare\\s+)?(?:async\\s+)?(?:const|let|var|function\\*?|(?:abstract\\s+)?class|type|interface|enum)\\s+${name}\\b`,
  )
  const listed = new RegExp(`export\\s+(?:type\\s+)?\\{[^}]*\\b${name}\\b[^}]*\\}`)
  return declared.test(source) || listed.test(source)
}
