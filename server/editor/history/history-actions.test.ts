import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { applyEdit } from '../../../src/site-text/edit.ts'
import { bringBack, historyItems, historyWords, laterWorkRefusal, undoPublish } from './history-actions.ts'

const site = readFileSync(new URL('../../../site.yaml', import.meta.url), 'utf8')
const officePhone = ['business', 'phones', 0, 'number']
const homeHeading = ['pages', '/', 'blocks', 0, 'heading']

const phoneChanged = applyEdit(site, { op: 'set', path: officePhone, value: '+254 711 222 333' })
const headingChanged = applyEdit(phoneChanged, { op: 'set', path: homeHeading, value: 'Clean homes in Ruiru' })

/** The text, or the refusal as an error. */
const textOf = (outcome: ReturnType<typeof undoPublish>) => {
  if (!outcome.ok) throw new Error(outcome.refusal)
  return outcome.text
}

describe('undoPublish', () => {
  it('takes back one publish while a later one stays, touching only its lines, and can be undone itself', () => {
    const undone = undoPublish({ afterText: phoneChanged, beforeText: site, liveText: headingChanged })
    expect(undone).toMatchObject({
      ok: true,
      laterWork: [],
      changes: ['The “Office” phone number: “+254 711 222 333” becomes “+254 700 000 001”.'],
    })
    const text = textOf(undone)
    expect(text).toBe(applyEdit(site, { op: 'set', path: homeHeading, value: 'Clean homes in Ruiru' }))

    const redone = undoPublish({ afterText: text, beforeText: headingChanged, liveText: text })
    expect(textOf(redone)).toBe(headingChanged)
  })

  it('names later work in the same place, refuses unless told to replace it, and then replaces it', () => {
    const later = applyEdit(headingChanged, { op: 'set', path: officePhone, value: '+254 799 888 777' })
    const refused = undoPublish({ afterText: phoneChanged, beforeText: site, liveText: later })
    expect(refused).toEqual({
      ok: false,
      refusal: laterWorkRefusal,
      laterWork: ['The “Office” phone number was changed again later, to “+254 799 888 777”.'],
      changes: ['The “Office” phone number: “+254 799 888 777” becomes “+254 700 000 001”.'],
    })
    const replaced = undoPublish({ afterText: phoneChanged, beforeText: site, liveText: later, replaceLater: true })
    expect(textOf(replaced)).toBe(headingChanged.replace("'+254 711 222 333'", "'+254 700 000 001'"))
  })

  it('changes nothing when the website already shows the values from before', () => {
    const outcome = undoPublish({ afterText: phoneChanged, beforeText: site, liveText: site })
    expect(outcome).toEqual({ ok: true, text: site, changes: [], laterWork: [] })
  })
})

describe('bringing back one page or post', () => {
  const postless = applyEdit(site, { op: 'remove', path: ['blog', 'posts', 0] })
  const aboutRetitled = applyEdit(postless, { op: 'set', path: ['pages', '/about', 'title'], value: 'Who we are' })

  it('lists the pages and posts of a version that the website now shows otherwise or lacks', () => {
    const items = historyItems({ versionText: site, liveText: aboutRetitled })
    expect(items).toHaveLength(2)
    expect(items[0]).toEqual({
      kind: 'page',
      key: '/about',
      name: expect.stringMatching(/^the page “/),
      state: 'changed',
    })
    expect(items[1]).toMatchObject({ kind: 'post', key: 'carpet-care-dry-season-nairobi', state: 'removed' })
    expect(items[1]?.name).toMatch(/^the post “How to Keep Your Carpets Clean/)
  })

  it('puts a removed post back where it was, and a changed page back field by field', () => {
    const post = bringBack({
      versionText: site,
      liveText: aboutRetitled,
      item: { kind: 'post', key: 'carpet-care-dry-season-nairobi' },
    })
    if (!post.ok) throw new Error(post.refusal)
    expect(post.changes).toEqual([expect.stringMatching(/^The post “How to Keep .*” comes back\.$/)])
    expect(historyItems({ versionText: site, liveText: post.text }).map((item) => item.key)).toEqual(['/about'])

    const page = bringBack({ versionText: site, liveText: aboutRetitled, item: { kind: 'page', key: '/about' } })
    if (!page.ok) throw new Error(page.refusal)
    expect(page.text).toBe(postless)
    expect(page.changes).toEqual([
      expect.stringMatching(/^The title on the page “About Us .*”: “Who we are” becomes “About Us /),
    ])
  })

  it('refuses a page the version does not have', () => {
    const outcome = bringBack({ versionText: site, liveText: site, item: { kind: 'page', key: '/nowhere' } })
    expect(outcome).toMatchObject({ ok: false, refusal: 'That page or post is not in this version.' })
  })
})

describe('historyWords', () => {
  it('says each version after the first in a sentence, oldest first', () => {
    expect(historyWords({ texts: [null, site, phoneChanged, headingChanged] })).toEqual([
      'The website as it was first recorded.',
      'Changed the “Office” phone number.',
      'Changed the heading of the section “Clean homes in Ruiru” on the home page.',
    ])
  })
})
