import { describe, expect, it } from 'vitest'
import type { RouteBytes } from './photo-measure.ts'
import { laterCodeLine, missedTargets, photoTable, type RouteFigures } from './photo-table.ts'

const light: RouteBytes = {
  firstView: 100 * 1024,
  scrolled: 300 * 1024,
  largestPicture: { url: 'http://127.0.0.1/_images/sofa-1a2b3c4d-720.avif', bytes: 60 * 1024 },
  scriptBytes: 8 * 1024,
  scriptNames: ['runtime-1a2b.js'],
  loadedReact: false,
  laterIslands: [],
}

describe('the photo benchmark table', () => {
  it('prints one row per route, in KiB', () => {
    const rows: RouteFigures[] = [{ path: '/', phone: light, wide: { ...light, firstView: 200 * 1024 } }]
    expect(photoTable(rows).split('\n')).toEqual([
      '| route | first view, 375 px | first view, 1280 px | scrolled, 375 px | scrolled, 1280 px | largest picture | site scripts |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      '| `/` | 100 KiB | 200 KiB | 300 KiB | 300 KiB | 60 KiB | 8 KiB |',
    ])
  })

  it('names every target a route misses, and none when it meets them', () => {
    expect(missedTargets([{ path: '/', phone: light, wide: light }])).toEqual([])
    const heavy: RouteBytes = {
      ...light,
      firstView: 400 * 1024,
      largestPicture: { url: 'http://127.0.0.1/images/camera/photo-1.jpg', bytes: 2700 * 1024 },
      scriptNames: ['hydrate-1a2b.js'],
      loadedReact: true,
    }
    expect(missedTargets([{ path: '/about', phone: heavy, wide: light }])).toEqual([
      '/about: first view at 375 px is 400 KiB',
      '/about: a picture at 375 px is 2,700 KiB (http://127.0.0.1/images/camera/photo-1.jpg)',
      '/about: React is loaded at 375 px (hydrate-1a2b.js)',
    ])
  })

  it('says which code comes later than the measure waits, on how many routes', () => {
    const withChat: RouteBytes = {
      ...light,
      laterIslands: [{ name: 'chat', afterMs: 57_000, scriptBytes: 3 * 1024, loadedReact: false }],
    }
    expect(laterCodeLine([{ path: '/', phone: light, wide: light }])).toBeUndefined()
    expect(
      laterCodeLine([
        { path: '/', phone: withChat, wide: withChat },
        { path: '/about', phone: light, wide: light },
      ]),
    ).toBe(
      "Site scripts are what a route loads as it opens and as it is scrolled through; not counted: code that comes when a visitor reaches for something, and the chat island's timer 57 s after the page is shown, which fetched 3 KiB of scripts, no React (1 of 2 routes).",
    )
  })
})
