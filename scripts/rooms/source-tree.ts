import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** The folders of the project that hold its code. */
export const codeRooms = ['src', 'server', 'scripts', 'e2e']

/**
 * Whether a file is part of what the project runs: code or styles, but no test, type test, browser
 * test or fixture. `path` is relative to the project's root, with `/` between parts.
 */
export const isProductionFile = (path: string): boolean =>
  /\.(ts|tsx|css)$/.test(path) &&
  !/\.(test|spec)\.[^/]+$|\.test-d\.ts$/.test(path) &&
  !path.split('/').includes('fixtures')

/** The production files under `rooms`, as paths from `root` with `/` between parts. */
export function productionFiles(root: string, rooms: readonly string[] = codeRooms): string[] {
  return rooms
    .flatMap((room) =>
      readdirSync(join(root, room), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')),
    )
    .filter((path) => !path.includes('node_modules/') && isProductionFile(path))
    .sort()
}
