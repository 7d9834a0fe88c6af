import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { distDirOf } from './dist-dir.ts'

const root = resolve(import.meta.dirname, '../..')

describe('the folder a site is built into', () => {
  it('is dist/ for the project’s own site', () => {
    expect(distDirOf(root, {})).toBe(join(root, 'dist'))
  })

  it('is a folder of its own for another site, so one site’s build is never served for another', () => {
    expect(distDirOf(join(root, 'examples/dental'), {})).toBe(join(root, 'dist-sites/dental'))
    expect(distDirOf(join(root, 'examples/bakery'), {})).toBe(join(root, 'dist-sites/bakery'))
  })

  it('is what SITE_DIST says when it is set, from the project', () => {
    expect(distDirOf(join(root, 'examples/dental'), { SITE_DIST: 'dist-h1' })).toBe(join(root, 'dist-h1'))
    expect(distDirOf(root, { SITE_DIST: '/tmp/elsewhere' })).toBe('/tmp/elsewhere')
  })
})
