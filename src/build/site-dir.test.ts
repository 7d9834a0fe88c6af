import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteFlag, sitePlacesOf } from './site-dir.ts'

const root = resolve(import.meta.dirname, '../..')

describe('the site’s folder', () => {
  it('is the project itself unless told', () => {
    expect(sitePlacesOf([], { INIT_CWD: root })).toEqual({
      dir: root,
      file: join(root, 'site.yaml'),
      publicDir: join(root, 'public'),
      shownFile: 'site.yaml',
      shownDir: '.',
    })
  })

  it('is the folder after --site, from where the command was typed, and wins over SITE_DIR', () => {
    const places = sitePlacesOf(['node', 'check.ts', '--site', 'salon'], {
      INIT_CWD: join(root, 'examples'),
      SITE_DIR: 'x',
    })
    expect(places).toMatchObject({ dir: join(root, 'examples/salon'), shownFile: 'salon/site.yaml' })
    expect(sitePlacesOf(['--site=examples/salon'], { INIT_CWD: root }).publicDir).toBe(
      join(root, 'examples/salon/public'),
    )
  })

  it('is SITE_DIR from the project, as SITE_DIST is, wherever the command was typed', () => {
    const places = sitePlacesOf([], { INIT_CWD: join(root, '..', 'somewhere-else'), SITE_DIR: 'examples/salon' })
    expect(places).toMatchObject({ dir: join(root, 'examples/salon'), file: join(root, 'examples/salon/site.yaml') })
    expect(places.shownFile).toBe(join(root, 'examples/salon/site.yaml'))
  })

  it('reads --site with its folder, or with none', () => {
    expect(siteFlag(['--site', 'a'])).toBe('a')
    expect(siteFlag(['--site=a'])).toBe('a')
    expect(siteFlag(['--site', '--reuse-code'])).toBe('')
    expect(siteFlag(['--site'])).toBe('')
    expect(siteFlag(['--reuse-code'])).toBeUndefined()
  })
})
