import type { Reporter, TestModule } from 'vitest/node'

/** The files and tests a run did not finish, as the last lines it prints: a crashed worker names no file of its own. */
export function unfinishedLines(modules: ReadonlyArray<TestModule>): string[] {
  return modules.flatMap((module) => {
    const tests = [...module.children.allTests()]
    const unfinished = tests.filter((test) => test.result().state === 'pending').map((test) => `    ${test.fullName}`)
    const isFinished = ['passed', 'failed', 'skipped'].includes(module.state())
    if (isFinished && unfinished.length === 0) return []
    return [`  ${module.relativeModuleId} (${module.state()})`, ...unfinished]
  })
}

/**
 * Names, at the very end of the output, every test file that did not finish and the tests in it that never
 * ended, so that a run whose worker crashed ("Worker exited unexpectedly") says which file it was running.
 */
export default class UnfinishedFilesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const lines = unfinishedLines(modules)
    if (lines.length > 0) console.error(`\nNot finished, perhaps where a worker crashed:\n${lines.join('\n')}\n`)
  }
}
