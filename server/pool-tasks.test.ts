import { describe, expect, it } from 'vitest'
import { inboxTasks } from './admin/inbox/pool-tasks.ts'
import { editorTasks } from './editor/pool-tasks.ts'
import { tasks } from './pool-tasks.ts'

describe('the pool’s tasks', () => {
  it('keep every feature’s task: no two features name a task alike', () => {
    const declared = [editorTasks, inboxTasks].flatMap((table) => Object.keys(table))
    expect(Object.keys(tasks).sort()).toEqual(declared.sort())
  })
})
