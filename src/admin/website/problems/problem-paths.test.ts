import { describe, expect, it } from 'vitest'
import type { DraftProblem } from '../../../model/admin-api.ts'
import { messages } from '../../../validation/messages.ts'
import { pathKey } from '../form/json-schema.ts'
import { problemsByPath } from './problem-paths.ts'

const problem = (path: DraftProblem['path'], reason: string, line = 1): DraftProblem => ({
  line,
  col: 1,
  path,
  ...messages.notValid(path.join('.'), reason),
})

describe('problemsByPath', () => {
  it('files each problem under its own path, in the order they came, whatever line it is written on', () => {
    const number = problem(['business', 'phones', 0, 'number'], 'not a phone number', 40)
    const link = problem(['pages', '/about', 'blocks', 2, 'link'], 'leads nowhere', 3)
    const again = problem(['business', 'phones', 0, 'number'], 'still a placeholder', 2)
    const byPath = problemsByPath([number, link, again])
    expect([...byPath.keys()]).toEqual([
      pathKey(['business', 'phones', 0, 'number']),
      pathKey(['pages', '/about', 'blocks', 2, 'link']),
    ])
    expect(byPath.get(pathKey(['business', 'phones', 0, 'number']))).toEqual([number, again])
  })

  it('files a mistake in the text itself under the empty path, and nothing when there is nothing', () => {
    const unreadable = { ...problem([], '', 7), ...messages.unreadableLine() }
    expect(problemsByPath([unreadable]).get(pathKey([]))).toEqual([unreadable])
    expect(problemsByPath([]).size).toBe(0)
  })
})
