import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../../storage/database.ts'
import type { EditorWork } from '../editor-work.ts'
import { draftStore } from '../drafts/drafts.ts'
import { uploadsNamedIn } from './upload-names.ts'
import { uploadsInUse } from './uploads-in-use.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'uploads-in-use-'))
const db = openDatabase(dataDir)
const drafts = draftStore(db)
afterAll(() => {
  db.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const live = { text: 'image: /images/uploads/on-the-site-1.jpg\n', version: 'v1' }
/** Called before each text is read, as another request would run while the pool reads. */
let beforeEachRead = () => {}
const texts: string[] = []
const work = {
  run: (async (_task: string, input: { text: string; names: string[] }) => {
    beforeEachRead()
    texts.push(input.text)
    return uploadsNamedIn(input)
  }) as unknown as EditorWork['run'],
}
const inUse = uploadsInUse({ publisher: { current: () => live }, db, work })
const names = ['on-the-site-1.jpg', 'in-a-draft-2.png', 'nowhere-3.webp']

beforeEach(() => {
  db.exec('DELETE FROM drafts')
  beforeEachRead = () => {}
  texts.length = 0
})

describe('uploadsInUse', () => {
  it('finds the names in the live text and in every draft, each read in the pool', async () => {
    const draft = drafts.create(live)
    drafts.save(draft.id, draft.revision, `${live.text}more: ![A rug](/images/uploads/in-a-draft-2.png)\n`)
    drafts.create(live)

    expect([...(await inUse(names))].sort()).toEqual(['in-a-draft-2.png', 'on-the-site-1.jpg'])
    expect(texts.length).toBeGreaterThanOrEqual(2)
  })

  it('reads again a draft saved while the texts were read, so the answer holds for the texts as they are', async () => {
    const draft = drafts.create(live)
    let reads = 0
    // The live text is read first, then the draft: it is saved just after it was read.
    beforeEachRead = () => {
      if (++reads !== 2) return
      drafts.save(draft.id, draft.revision, `${live.text}more: /images/uploads/in-a-draft-2.png\n`)
    }

    expect((await inUse(names)).has('in-a-draft-2.png')).toBe(true)
  })

  it('counts every picture as used while the texts keep changing, so none is removed', async () => {
    const draft = drafts.create(live)
    let revision = draft.revision
    beforeEachRead = () => {
      revision = drafts.save(draft.id, revision, `${live.text}# ${revision}\n`)!.revision
    }

    expect([...(await inUse(names))].sort()).toEqual([...names].sort())
  })

  it('reads nothing more once every name is found', async () => {
    drafts.create(live)
    drafts.create(live)

    expect([...(await inUse(['on-the-site-1.jpg']))]).toEqual(['on-the-site-1.jpg'])
    expect(texts).toEqual([live.text])
  })
})
