import { readFileSync } from 'node:fs'
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
/** Each block behaviour's module, as src/blocks/behaviours.ts loads it: "gallery/enlarge-picture.ts". */
const blockBehaviourFiles = [
  ...readFileSync(join(blocksDir, 'behaviours.ts'), 'utf8').matchAll(/import\('\.\/([^']+)'\)/g),
].map(([, file = '']) => file)

describe('the public pages’ own code', () => {
  it('reads its imports, including re-exports and side effects', () => {
    expect(loadedWith(join(blocksDir, 'social-embeds/enhance-embeds.ts'))).toContain(
      'blocks/social-embeds/frame-embed.ts',
    )
    expect(loadedWith(join(srcDir, 'islands/runtime.ts'))).toContain('islands/start-island.ts')
    expect(loadedWith(join(blocksDir, 'views.ts')).filter(usesReact).length).toBeGreaterThan(0)
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

  it('brings the whole chat to life without React', () => {
    const chat = loadedWith(join(srcDir, 'layout/chat/chat-behaviour.ts'))
    expect(chat).toEqual(
      expect.arrayContaining(['layout/chat/badge/chat-badge.ts', 'layout/chat/greeting/chat-greeting.ts']),
    )
    expect(chat.filter(usesReact)).toEqual([])
    expect(readFileSync(join(srcDir, 'layout/chat/chat-island.ts'), 'utf8')).toContain(`import('./chat-behaviour.ts')`)
  })

  it.each(blockBehaviourFiles)('brings the block of %s to life without React', (file) => {
    expect(loadedWith(join(blocksDir, file)).filter(usesReact)).toEqual([])
  })

  it.each([
    ['layout/nav-dropdown-enhance.ts', 'layout/nav-dropdown-island.ts', './nav-dropdown-enhance.ts'],
    ['ui/faq/faq-enhance.ts', 'layout/footer-faq-island.ts', '../ui/faq/faq-enhance.ts'],
  ])(
    'brings the main menu’s dropdown and the questions to life without React (%s), loaded by its island',
    (file, island, specifier) => {
      const loaded = loadedWith(join(srcDir, file))
      expect(loaded.filter(usesReact)).toEqual([])
      expect(readFileSync(join(srcDir, island), 'utf8')).toContain(`import('${specifier}')`)
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

  it('has the behaviour of every block whose view comes to life, and of no other', async () => {
    const [{ blockViews }, { blockBehaviours }] = await Promise.all([
      import('../blocks/views.ts'),
      import('../blocks/behaviours.ts'),
    ])
    const islands = Object.entries(blockViews).flatMap(([name, view]) => (view.island ? [name] : []))
    expect(islands.length).toBeGreaterThan(0)
    expect(Object.keys(blockBehaviours).sort()).toEqual(islands.sort())
  })
})
