import { placeInFile } from '../model/data-path.ts'
import { isRecord } from '../model/is-record.ts'
import type { PathSegment } from './source.ts'

/** "pages./about.blocks[3] (hero).heading": a data path as an editor can find it in the file (see placeInFile). */
export function describePath(segments: readonly PathSegment[], data: unknown): string {
  return placeInFile(segments, data)
}

export function pointerToSegments(pointer: string, data: unknown): PathSegment[] {
  if (pointer === '') return []
  let current: unknown = data
  return pointer
    .slice(1)
    .split('/')
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((key) => {
      const segment: PathSegment = Array.isArray(current) ? Number(key) : key
      current = isRecord(current) || Array.isArray(current) ? (current as Record<string, unknown>)[segment] : undefined
      return segment
    })
}
