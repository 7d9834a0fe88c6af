import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { Business } from '../schema/business.ts'
import { checkSite } from './check-site.ts'

const fixtures = fileURLToPath(new URL('../testing/fixtures/', import.meta.url))
const minimal = readFileSync(`${fixtures}minimal.yaml`, 'utf8')
const check = (business: string) =>
  checkSite(minimal.replace('  locale: en-KE\n', `  locale: en-KE\n${business}`), { publicDir: `${fixtures}public` })

describe('the logo of a checked site', () => {
  it('is a picture named by the business and sized from its file, beside the logo as written', () => {
    const result = check('  logo: /images/sofa.svg\n')
    expect(result.errors).toEqual([])
    const business: Business | undefined = result.site?.business
    expect(business?.logo).toBe('/images/sofa.svg')
    expect(business?.logoPicture).toEqual({
      src: '/images/sofa.svg',
      alt: 'Test Cleaners',
      width: 800,
      height: 600,
    })
    expect(result.data).not.toHaveProperty('business.logoPicture')
  })

  it('is no picture when the site has no logo', () => {
    expect(check('').site?.business).not.toHaveProperty('logoPicture')
  })
})
