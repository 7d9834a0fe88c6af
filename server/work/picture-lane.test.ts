import { describe, expect, it } from 'vitest'
import type { PoolTasks } from '../pool-tasks.ts'
import { pictureLane, PicturesBusy, picturesBusySentence, turnedAway } from './picture-lane.ts'
import { WorkRefused } from './site-work.ts'

/** Stands for the pool: records which tasks run at the same time, and ends each when told. */
function poolStandIn() {
  const running: string[] = []
  let most = 0
  const finishers: ((fail?: boolean) => void)[] = []
  return {
    running,
    most: () => most,
    /** Ends the task that started first among those running. */
    finishFirst: (fail = false) => finishers.shift()?.(fail),
    run: (name: string, input: unknown) =>
      new Promise<never>((resolve, reject) => {
        const label = `${name} ${JSON.stringify(input)}`
        running.push(label)
        most = Math.max(most, running.length)
        finishers.push((fail) => {
          running.splice(running.indexOf(label), 1)
          if (fail) reject(new Error('unreadable'))
          else resolve(label as never)
        })
      }),
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the picture lane', () => {
  it('runs one picture task at a time, in the order asked, and lets the next go when one fails', async () => {
    const pool = poolStandIn()
    const lane = pictureLane<PoolTasks>(pool, { drawThumbnail: 10 })
    const answers = [1, 2, 3].map((n) =>
      lane.run('drawThumbnail', { file: `${n}.jpg` }).catch((error: Error) => error.message),
    )
    await settle()
    expect(pool.running).toEqual(['drawThumbnail {"file":"1.jpg"}'])
    pool.finishFirst(true)
    await settle()
    expect(pool.running).toEqual(['drawThumbnail {"file":"2.jpg"}'])
    pool.finishFirst()
    await settle()
    pool.finishFirst()
    expect(await Promise.all(answers)).toEqual([
      'unreadable',
      'drawThumbnail {"file":"2.jpg"}',
      'drawThumbnail {"file":"3.jpg"}',
    ])
    expect(pool.most()).toBe(1)
  })

  it('tells a task the server is busy when as many of its kind already wait, and counts each kind apart', async () => {
    const pool = poolStandIn()
    const lane = pictureLane<PoolTasks>(pool, { storePicture: 2, drawThumbnail: 1 })
    const upload = (n: number) =>
      lane.run('storePicture', { bytes: new Uint8Array([n]), originalName: `${n}.jpg`, publicDir: '/p' })
    const first = upload(1)
    const waiting = [upload(2), upload(3)]
    const thumbnail = lane.run('drawThumbnail', { file: 'a.jpg' })
    await expect(upload(4)).rejects.toThrow(picturesBusySentence)
    await expect(lane.run('drawThumbnail', { file: 'b.jpg' })).rejects.toBeInstanceOf(PicturesBusy)
    await expect(lane.run('check', { text: '', publicDir: '/p' })).rejects.toBeInstanceOf(PicturesBusy)

    for (let finished = 0; finished < 4; finished++) {
      await settle()
      pool.finishFirst()
    }
    await Promise.all([first, ...waiting, thumbnail])
    // Once the queue is empty, the next task runs at once.
    const later = upload(5)
    await settle()
    expect(pool.running).toHaveLength(1)
    pool.finishFirst()
    await later
    expect(pool.most()).toBe(1)
  })

  it('gives the busy and the too-slow refusals their status and sentence, and nothing for other errors', () => {
    expect(turnedAway(new PicturesBusy())).toEqual({ status: 503, message: picturesBusySentence })
    expect(turnedAway(new WorkRefused('It took too long.'))).toEqual({ status: 413, message: 'It took too long.' })
    expect(turnedAway(new Error('unreadable'))).toBeUndefined()
  })
})
