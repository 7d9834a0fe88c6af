import { describe, expect, it } from 'vitest'
import { parseLighthouseArgs } from './lighthouse-args.ts'

describe('parseLighthouseArgs', () => {
  it("scores every site's home page and reports without failing unless asked", () => {
    expect(parseLighthouseArgs([])).toEqual({ isStrict: false, runs: 1, path: '/' })
  })

  it('reads --strict, the sites of --sites, the number of --runs and the page of --path', () => {
    expect(parseLighthouseArgs(['--sites=root,salon', '--strict', '--runs=3', '--path=/sw'])).toEqual({
      isStrict: true,
      runs: 3,
      sites: ['root', 'salon'],
      path: '/sw',
    })
  })

  it('refuses an unknown argument and an empty list of sites, with the usage', () => {
    expect(() => parseLighthouseArgs(['--strikt'])).toThrow(/Unknown argument "--strikt"\. Usage: npm run bench/)
    expect(() => parseLighthouseArgs(['--sites='])).toThrow(/--sites names no site/)
    expect(() => parseLighthouseArgs(['--runs=0'])).toThrow(/--runs must be a whole number of at least 1/)
    expect(() => parseLighthouseArgs(['--path=sw'])).toThrow(/--path must be an address on the site/)
  })
})
