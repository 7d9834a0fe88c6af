/**
 * Tasks the pool's threads can run, by name. Each takes one input object and returns a value, both
 * structured-clonable (plain data), since they cross between threads.
 */
export type TaskTable = Record<string, (input: never) => unknown>

export type TaskName<Tasks extends TaskTable> = keyof Tasks & string
export type TaskInput<Tasks extends TaskTable, Name extends TaskName<Tasks>> = Parameters<Tasks[Name]>[0]
export type TaskOutput<Tasks extends TaskTable, Name extends TaskName<Tasks>> = Awaited<ReturnType<Tasks[Name]>>

/** One task as it is posted to a worker thread. */
export interface TaskCall {
  name: string
  input: unknown
}

/** Runs one posted task of `tasks`; the worker thread's entry calls it. */
export function runTask(tasks: TaskTable, { name, input }: TaskCall): unknown {
  const task = Object.hasOwn(tasks, name) ? (tasks[name] as (input: unknown) => unknown) : undefined
  if (typeof task !== 'function') throw new Error(`There is no task called ${name}.`)
  return task(input)
}
