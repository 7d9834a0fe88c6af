import { userInfo } from 'node:os'

/** The folder of the database cannot be used; its message is one sentence for the person starting the server. */
export class DataDirProblem extends Error {
  override name = 'DataDirProblem'
}

const codeOf = (error: unknown) => String((error as { code?: unknown } | undefined)?.code ?? '')

function currentUser(): string {
  try {
    return userInfo().username
  } catch {
    return `uid ${process.getuid?.() ?? '?'}`
  }
}

/** Why the folder cannot be used, and what fixes it. */
function diagnose(error: unknown): { because: string; fix: string } {
  const code = codeOf(error)
  const otherFolder = 'or set DATA_DIR to a folder it can write'
  if (code === 'SQLITE_FULL' || code === 'ENOSPC')
    return { because: 'the disk is full', fix: `free some space on that disk, ${otherFolder}` }
  if (code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB')
    return { because: 'its site.db is damaged', fix: `restore site.db from a backup, ${otherFolder}` }
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))
    return {
      because: 'another program holds its site.db locked',
      fix: 'close that program (a backup or an sqlite3 shell, for example) and start the server again',
    }
  if (code === 'ENOTDIR' || code === 'EEXIST')
    return { because: 'it is not a folder', fix: 'set DATA_DIR to a folder the server can write' }
  const reason =
    code.startsWith('SQLITE_READONLY') ||
    ['EACCES', 'EPERM', 'EROFS'].includes(code) ||
    code.startsWith('SQLITE_CANTOPEN')
      ? 'the server may not write there'
      : `of an error (${error instanceof Error ? error.message : String(error)})`
  return {
    because: reason,
    fix: `make that folder and its site.db writable by the user running the server (${currentUser()}), ${otherFolder}`,
  }
}

/** Turns an error met while opening the database into one plain sentence naming DATA_DIR and the fix. */
export function dataDirProblem(dataDir: string, error: unknown): DataDirProblem {
  const { because, fix } = diagnose(error)
  return new DataDirProblem(`Form submissions cannot be stored in DATA_DIR (${dataDir}) because ${because}: ${fix}.`)
}
