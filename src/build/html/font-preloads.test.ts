import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Business } from '../../schema/business.ts'
import type { Theme } from '../../schema/theme.ts'
import { renderDocument } from './document.ts'

const template = readFileSync(join(import.meta.dirname, '../../../index.html'), 'utf8')
const business = { name: 'Test Bakers', url: 'https://www.example.com', locale: 'en-KE' } as Business

const headOf = (theme: Theme | undefined) =>
  renderDocument(template, {
    head: { title: 'Home', description: 'Bread.' },
    path: '/',
    appHtml: '<main><h1>Home</h1></main>',
    business,
    theme,
    shell: '/shell.json',
  }).split('</head>')[0]!

const preloads = (head: string) => head.match(/<link rel="preload"[^>]*>/g) ?? []

describe('the font files of a theme', () => {
  it('are fetched with the page, so its text is not drawn again when they arrive', () => {
    const head = headOf({
      fonts: {
        headings: 'Lora',
        body: 'Inter',
        files: [
          { family: 'Lora', file: '/fonts/lora-700.woff2', weight: 700 },
          { family: 'Inter', file: '/fonts/inter.woff' },
          { family: 'Spare', file: '/fonts/spare.woff2' },
        ],
      },
    })
    expect(preloads(head)).toEqual([
      '<link rel="preload" href="/fonts/lora-700.woff2" as="font" type="font/woff2" crossorigin />',
      '<link rel="preload" href="/fonts/inter.woff" as="font" type="font/woff" crossorigin />',
    ])
  })

  it('are not asked for when the theme uses the system’s fonts', () => {
    expect(preloads(headOf(undefined))).toEqual([])
    expect(preloads(headOf({ fonts: { headings: 'system-serif' } }))).toEqual([])
  })
})
