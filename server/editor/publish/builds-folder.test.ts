import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { newBuildName, pruneBuilds } from './builds-folder.ts'

const buildsDir = mkdtempSync(join(tmpdir(), 'builds-'))
afterAll(() => rmSync(buildsDir, { recursive: true, force: true }))

describe('build folders', () => {
  it('are named so that they sort by time', () => {
    const earlier = newBuildName(new Date('2025-04-12T08:30:00.123Z'))
    const later = newBuildName(new Date('2025-04-12T08:30:01.000Z'))
    expect(earlier).toMatch(/^20250412-083000123-[0-9a-f]{4}$/)
    expect([later, earlier].sort()).toEqual([earlier, later])
  })

  it('keep the newest and the one served, lose drafts older versions left behind, and nothing else is touched', () => {
    const names = [1, 2, 3, 4, 5].map((second) => newBuildName(new Date(Date.UTC(2025, 3, 12, 8, 30, second))))
    for (const name of [...names, 'not-a-build']) mkdirSync(join(buildsDir, name))
    const leftDraft = join(buildsDir, `${names[4]!}.yaml`)
    writeFileSync(leftDraft, 'business: {}\n')
    writeFileSync(join(buildsDir, 'notes.yaml'), 'kept: true\n')
    const removed = pruneBuilds(buildsDir, 2, join(buildsDir, names[0]!))
    expect(removed).toEqual([names[1], names[2], basename(leftDraft)])
    expect(readdirSync(buildsDir).sort()).toEqual([names[0], names[3], names[4], 'not-a-build', 'notes.yaml'].sort())
  })
})
