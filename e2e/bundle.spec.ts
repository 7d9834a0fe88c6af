import { expect, test } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { distDir } from '../src/build/dist-dir.ts'

const assets = join(distDir, 'assets')

test('the browser bundle carries neither the YAML parser, ajv nor the schema library', () => {
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(0)
  const leaks = scripts.filter((name) =>
    /YAMLParseError|yaml-language-server|ajv\.js|strictSchema|TypeBox|@sinclair/.test(
      readFileSync(join(assets, name), 'utf8'),
    ),
  )
  expect(leaks).toEqual([])
})

test('the home page downloads its own data and not that of other pages', async ({ page }) => {
  const bodies: string[] = []
  page.on('response', async (response) => {
    if (/\.(js|json)$/.test(new URL(response.url()).pathname)) bodies.push(await response.text())
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const downloaded = bodies.join('\n')
  expect(bodies.length).toBeGreaterThan(1)
  expect(downloaded).toContain('Spotless homes and offices across Nairobi')
  expect(downloaded).not.toContain('Our Vision')
  expect(downloaded).not.toContain('Mattress Cleaning Services in Nairobi and Ruiru')
})
