import { describe, expect, it } from 'vitest'
import { sectionNames } from '../../model/admin-sections.ts'
import { adminScreens, screensByFolder } from './admin-screens.ts'

describe('the screens of the admin', () => {
  it('are one for each section, each in the folder named as its section', () => {
    expect(Object.keys(adminScreens).sort()).toEqual([...sectionNames].sort())
  })

  it('are each a component, or a function that fetches one', () => {
    for (const screen of Object.values(adminScreens))
      expect('screen' in screen ? typeof screen.screen : typeof screen.load).toBe('function')
  })

  it('take the name of the folder their screen.ts stands in', () => {
    const screen = { screen: () => null }
    expect(screensByFolder({ '../backups/screen.ts': screen })).toEqual({ backups: screen })
  })
})
