import type { TestModule } from 'vitest/node'
import { describe, expect, it } from 'vitest'
import { unfinishedLines } from './unfinished-files-reporter.ts'

const fakeModule = (name: string, state: string, tests: [string, string][]) =>
  ({
    relativeModuleId: name,
    state: () => state,
    children: {
      allTests: () => tests.map(([fullName, testState]) => ({ fullName, result: () => ({ state: testState }) })),
    },
  }) as unknown as TestModule

describe('the files a run did not finish', () => {
  it('names each, with the tests in it that never ended, and nothing of the files that finished', () => {
    const modules = [
      fakeModule('server/done.test.ts', 'passed', [['works', 'passed']]),
      fakeModule('server/failed.test.ts', 'failed', [['breaks', 'failed']]),
      fakeModule('server/crashed.test.ts', 'pending', [
        ['starts', 'passed'],
        ['crashes', 'pending'],
      ]),
    ]
    expect(unfinishedLines(modules)).toEqual(['  server/crashed.test.ts (pending)', '    crashes'])
  })
})
