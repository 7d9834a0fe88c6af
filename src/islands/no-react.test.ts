import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const srcDir = resolve(import.meta.dirname, '..')
const blocksDir = join(srcDir, 'blocks')

/** What a module imports as it loads: every static import and re-export except types; `import()` is left out. */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const specifiers = [...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)]
  return specifiers.map((match) => match[1] as string)
}

/** Every package and .tsx file reached from `entry` before any `import()`: the code that loads with it. */
function loadedWith(entry: string): string[] {
  const reached = new Set<string>()
  const files = [entry]
  for (let next = files.pop(); next !== undefined; next = files.pop()) {
    for (const specifier of staticImports(next)) {
      if (!specifier.startsWith('.')) {
        reached.add(specifier)
        continue
      }
      const file = resolve(dirname(next), specifier)
      if (reached.has(file) || file.endsWith('.css')) continue
      reached.add(file)
      files.push(file)
    }
  }
  return [...reached].map((name) => name.replace(`${srcDir}/`, ''))
}

const usesReact = (name: string) => /^react(-dom)?(\/|$)/.test(name) || name.endsWith('.tsx')
const plainIslands = readdirSync(blocksDir).filter((name) => existsSync(join(blocksDir, name, 'enhance.ts')))

describe('the public pages’ own code', () => {
  it('reads its imports, including re-exports and side effects', () => {
    expect(loadedWith(join(blocksDir, 'social-embeds/enhance.ts'))).toContain('blocks/social-embeds/frame-embed.ts')
    expect(loadedWith(join(srcDir, 'islands/runtime.ts'))).toContain('islands/start-island.ts')
    expect(loadedWith(join(srcDir, 'islands/hydrate.tsx'))).toContain('react-dom/client')
  })

  it('starts the page without React', () => {
    expect(loadedWith(join(srcDir, 'islands/runtime.ts')).filter(usesReact)).toEqual([])
  })

  it('runs the chat’s notification without React, until the visitor reaches for the chat', () => {
    const chatPlainPart = loadedWith(join(srcDir, 'layout/chat/badge/chat-badge.ts'))
    expect(chatPlainPart).toContain('layout/chat/badge/notification-timer.ts')
    expect(chatPlainPart.filter(usesReact)).toEqual([])
    expect(loadedWith(join(srcDir, 'islands/start-island.ts')).filter(usesReact)).toEqual([])
  })

  it('brings the whole chat to life without React, and no island is left that React draws for it', async () => {
    const chat = loadedWith(join(srcDir, 'layout/chat/chat-behaviour.ts'))
    expect(chat).toEqual(
      expect.arrayContaining(['layout/chat/badge/chat-badge.ts', 'layout/chat/greeting/chat-greeting.ts']),
    )
    expect(chat.filter(usesReact)).toEqual([])
    expect(readFileSync(join(srcDir, 'islands/start-island.ts'), 'utf8')).toContain(
      `import('../layout/chat/chat-behaviour.ts')`,
    )
    const { islandLoaders } = await import('./registry.ts')
    expect(Object.keys(islandLoaders)).not.toContain('chat')
  })

  it.each(plainIslands)('brings the %s island to life without React', (name) => {
    expect(loadedWith(join(blocksDir, name, 'enhance.ts')).filter(usesReact)).toEqual([])
  })

  it.each(['layout/nav-dropdown-enhance.ts', 'layout/faq/faq-enhance.ts'])(
    'brings the main menu’s dropdown and the questions to life without React (%s)',
    (file) => {
      const loaded = loadedWith(join(srcDir, file))
      expect(loaded.filter(usesReact)).toEqual([])
      expect(readFileSync(join(srcDir, 'islands/start-island.ts'), 'utf8')).toContain(`import('../${file}')`)
    },
  )

  it('opens the services menu without React', () => {
    const loaded = loadedWith(join(srcDir, 'layout/services-menu/services-menu.ts'))
    expect(loaded).toContain('ui/carried-dialog.ts')
    expect(loaded.filter(usesReact)).toEqual([])
    const runtime = readFileSync(join(srcDir, 'islands/runtime.ts'), 'utf8')
    expect(runtime).toContain(`import('../layout/services-menu/services-menu.ts')`)
  })

  it('opens the form dialogs without React, and the public pages no longer load the dialog layer', () => {
    const loaded = loadedWith(join(srcDir, 'forms/dialog/open-form-dialog.ts'))
    expect(loaded).toEqual(
      expect.arrayContaining(['forms/enhance-form.ts', 'forms/rules.ts', 'forms/submit/submit.ts']),
    )
    expect(loaded.filter(usesReact)).toEqual([])
    const runtime = readFileSync(join(srcDir, 'islands/runtime.ts'), 'utf8')
    expect(runtime).toContain(`import('../forms/dialog/open-form-dialog.ts')`)
    expect(runtime).not.toContain('mount-dialogs')
  })

  it('brings to life without React every block island that comes to life before the visitor reaches for it', async () => {
    const { blockIslands } = await import('../blocks/islands.ts')
    const unasked = Object.entries(blockIslands).filter(([, when]) => when !== 'interaction')
    expect(unasked.length).toBeGreaterThan(0)
    for (const [name] of unasked) expect(plainIslands).toContain(name)
  })
})
