import { describe, expect, it } from 'vitest'
import { parseBenchArgs, pickRoutes } from './bench-args.ts'

describe('parseBenchArgs', () => {
  it('measures every route three times when nothing is asked', () => {
    expect(parseBenchArgs([])).toEqual({ runs: 3 })
  })

  it('reads the routes and the number of runs', () => {
    expect(parseBenchArgs(['--routes=/,/about', '--runs=1'])).toEqual({ routes: ['/', '/about'], runs: 1 })
  })

  it('measures the copy with camera photos when asked', () => {
    expect(parseBenchArgs(['--photos', '--runs=1'])).toEqual({ runs: 1, photos: true })
    expect(() => parseBenchArgs(['--photos=no'])).toThrow('Unknown argument "--photos=no"')
  })

  it('refuses an unknown argument, a run count that is not a whole number and an empty route list', () => {
    expect(() => parseBenchArgs(['--route=/'])).toThrow('Unknown argument "--route=/"')
    expect(() => parseBenchArgs(['--runs=0'])).toThrow('--runs must be a whole number')
    expect(() => parseBenchArgs(['--runs=two'])).toThrow('--runs must be a whole number')
    expect(() => parseBenchArgs(['--routes='])).toThrow('--routes lists no route')
  })
})

describe('pickRoutes', () => {
  const site = ['/', '/about', '/blog', '/blog/a-post']

  it('takes every route of the site when none is asked', () => {
    expect(pickRoutes(undefined, site)).toEqual(site)
  })

  it("keeps the site's order", () => {
    expect(pickRoutes(['/blog', '/'], site)).toEqual(['/', '/blog'])
  })

  it('names a route the site does not have', () => {
    expect(() => pickRoutes(['/', '/abuot'], site)).toThrow('No page at /abuot.')
  })
})
