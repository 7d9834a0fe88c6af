import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Class names that markup, behaviour and CSS share come from one place beside them: a `*-classes.ts` module, or an
 * export named `…Classes` of a block's behaviour. The component and the behaviour import it, and this test finds
 * every name in a stylesheet of the same folder, so a name renamed in one place fails here or in the typecheck.
 */
const srcDir = resolve(import.meta.dirname, '..')
const classModules = {
  ...import.meta.glob<Record<string, unknown>>('../**/*-classes.ts', { eager: true }),
  ...import.meta.glob<Record<string, unknown>>(['../blocks/*/*.ts', '!../blocks/*/*.test.ts'], {
    eager: true,
    import: '*',
  }),
}
const isSharedClasses = (path: string, exported: string) => path.endsWith('-classes.ts') || exported.endsWith('Classes')

/** Whether `css` names the class `name` whole (not as the start of a longer name). */
const namesClass = (css: string, name: string): boolean => new RegExp(`\\.${name}(?![\\w-])`).test(css)

const classMaps = Object.entries(classModules).flatMap(([path, exports]) => {
  const file = resolve(import.meta.dirname, path)
  const folder = dirname(file)
  const css = readdirSync(folder)
    .filter((name) => name.endsWith('.css'))
    .map((name) => readFileSync(join(folder, name), 'utf8'))
    .join('\n')
  return Object.entries(exports)
    .filter(
      (entry): entry is [string, Record<string, string>] => isSharedClasses(path, entry[0]) && isClassMap(entry[1]),
    )
    .flatMap(([exported, classes]) =>
      Object.values(classes).map((name) => [`${relative(srcDir, file)} ${exported}`, name, css] as const),
    )
})

function isClassMap(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((name) => typeof name === 'string')
}

describe('class names shared by markup, behaviour and CSS', () => {
  it('are found for the islands', () => {
    const modules = new Set(classMaps.map(([module]) => module))
    expect([...modules]).toEqual(
      expect.arrayContaining([
        'ui/faq/faq-classes.ts faqClasses',
        'layout/nav-dropdown-classes.ts navDropdownClasses',
        'layout/services-menu/services-menu-classes.ts servicesMenuClasses',
        'blocks/gallery/gallery-classes.ts galleryClasses',
        'blocks/map/map-classes.ts mapClasses',
        'blocks/video/video-classes.ts videoClasses',
      ]),
    )
  })

  it.each(classMaps)('%s: %s is styled by a stylesheet beside it', (_module, name, css) => {
    expect(namesClass(css, name)).toBe(true)
  })

  it('counts a class as styled only where a stylesheet names it whole', () => {
    expect(namesClass('.faq__question button {}', 'faq__question')).toBe(true)
    expect(namesClass('.faq__question-text {}', 'faq__question')).toBe(false)
    expect(namesClass('.faq__questions {}', 'faq__question')).toBe(false)
  })
})
