import { WorkRefused, type SiteWork } from './site-work.ts'
import type { TaskInput, TaskName, TaskOutput, TaskTable } from './task-table.ts'

/** The sentence for a picture turned away because the server is already working on others. */
export const picturesBusySentence = 'The server is busy with other pictures. Try again in a minute.'

/** A picture task not run because too many are already waiting; the message is one plain sentence. */
export class PicturesBusy extends Error {
  readonly status = 503

  constructor() {
    super(picturesBusySentence)
  }
}

export interface PictureLane<Tasks extends TaskTable> {
  /** Runs a picture task of the pool once the one before it is done; rejects with PicturesBusy when it may not wait. */
  run<Name extends TaskName<Tasks>>(name: Name, input: TaskInput<Tasks, Name>): Promise<TaskOutput<Tasks, Name>>
}

/**
 * The one way the server's routes decode pictures: in the pool, one picture at a time for the whole server.
 * A decode can take seconds and hundreds of megabytes (a 1 KB AVIF may declare 40 million pixels), and it
 * holds one of libuv's threads, which every worker thread shares with the thread that reads the files sent
 * to visitors; one at a time bounds both. `maxWaiting` says how many tasks of each name may wait behind
 * the running one (a waiting upload holds its file in memory); a task of a name not listed never waits.
 */
export function pictureLane<Tasks extends TaskTable>(
  work: Pick<SiteWork<Tasks>, 'run'>,
  maxWaiting: Partial<Record<TaskName<Tasks>, number>>,
): PictureLane<Tasks> {
  let isRunning = false
  const queue: { name: string; go: () => void }[] = []
  const waitingByName = new Map<string, number>()

  const turn = async (name: TaskName<Tasks>): Promise<void> => {
    if (!isRunning) {
      isRunning = true
      return
    }
    const waiting = waitingByName.get(name) ?? 0
    if (waiting >= (maxWaiting[name] ?? 0)) throw new PicturesBusy()
    waitingByName.set(name, waiting + 1)
    await new Promise<void>((go) => queue.push({ name, go }))
  }
  /** Hands the turn to the first task waiting, or leaves the lane free. */
  const next = () => {
    const first = queue.shift()
    if (!first) {
      isRunning = false
      return
    }
    waitingByName.set(first.name, (waitingByName.get(first.name) ?? 1) - 1)
    first.go()
  }

  return {
    run: (name, input) => turn(name).then(() => work.run(name, input).finally(next)),
  }
}

/** The status and sentence of a picture task turned away (busy, or stopped at the time limit); else undefined. */
export function turnedAway(error: unknown): { status: number; message: string } | undefined {
  if (error instanceof PicturesBusy || error instanceof WorkRefused)
    return { status: error.status, message: error.message }
  return undefined
}
