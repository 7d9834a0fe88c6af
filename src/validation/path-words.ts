import type { PathSegment } from './source.ts'

/** "pages./about.blocks[3] (hero).heading": a data path as an editor can find it in the file. */
export function describePath(segments: readonly PathSegment[], data: unknown): string {
  let words = ''
  let current: unknown = data
  for (const segment of segments) {
    if (typeof segment === 'number') {
      words += `[${segment}]`
    } else {
      words += words === '' ? segment : `.${segment}`
    }
    current = isRecord(current) || Array.isArray(current) ? (current as Record<string, unknown>)[segment] : undefined
    if (typeof segment === 'number' && isRecord(current) && typeof current.type === 'string') {
      words += ` (${current.type})`
    }
  }
  return words === '' ? 'the top level of the file' : words
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

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
