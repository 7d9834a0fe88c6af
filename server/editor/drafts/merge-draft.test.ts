import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { applyEdit } from '../../../src/site-text/edit.ts'
import { mergeDraft } from './merge-draft.ts'

const lines = (...all: string[]) => all.map((line) => `${line}\n`).join('')

const base = lines(
  '# The business',
  'business:',
  '  name: Ruiru Cleaning # shown in the header',
  '  phones:',
  '    - label: Office',
  "      number: '+254 700 000 001'",
  '    - label: Bookings',
  "      number: '+254 700 000 002'",
  'services:',
  '  - name: Carpet',
  '    link: /carpet',
  '  - name: Sofa',
  '    link: /sofa',
  'pages:',
  '  /about:',
  '    title: About us',
  '    blocks:',
  '      - type: hero',
  '        heading: Hello',
)

const officePhone = (text: string, number: string) => text.replace("'+254 700 000 001'", `'${number}'`)

describe('mergeDraft', () => {
  it('puts my change onto theirs when they changed another field, keeping their comments', () => {
    const draft = officePhone(base, '+254 711 222 333')
    const live = `${base.replace('heading: Hello', 'heading: Karibu # changed by Njeri')}# the end\n`
    const outcome = mergeDraft({ baseText: base, draftText: draft, liveText: live })
    expect(outcome).toEqual({ ok: true, text: officePhone(live, '+254 711 222 333') })
  })

  it('names the field when both changed it, with both values', () => {
    const draft = officePhone(base, '+254 711 222 333')
    const live = officePhone(base, '+254 799 888 777')
    const outcome = mergeDraft({ baseText: base, draftText: draft, liveText: live })
    if (outcome.ok) throw new Error('merged')
    expect(outcome.message).toMatch(/^Someone else changed the “Office” phone number since you started/)
    expect(outcome.message).not.toMatch(/phones|\[0\]|yaml|key/i)
    expect(outcome.conflicts).toEqual([
      { path: ['business', 'phones', 0, 'number'], mine: '+254 711 222 333', theirs: '+254 799 888 777' },
    ])
  })

  it('refuses a change inside a place the other side removed, or around a place it changed', () => {
    const removed = base.replace("    - label: Bookings\n      number: '+254 700 000 002'\n", '')
    const changedInside = base.replace("'+254 700 000 002'", "'+254 700 000 009'")
    for (const [draft, live] of [
      [changedInside, removed],
      [removed, changedInside],
      [applyEdit(base, { op: 'remove', path: ['pages', '/about'] }), base.replace('Hello', 'Karibu')],
    ] as const) {
      const outcome = mergeDraft({ baseText: base, draftText: draft, liveText: live })
      expect(outcome.ok).toBe(false)
    }
  })

  it('treats a list one side added to as off limits for the other: the whole list is the conflict', () => {
    const added = applyEdit(base, {
      op: 'insert',
      path: ['services'],
      index: 0,
      value: { name: 'Windows', link: '/windows' },
    })
    const changed = base.replace('link: /sofa', 'link: /sofas')
    for (const [draft, live] of [
      [added, changed],
      [changed, added],
    ] as const) {
      const outcome = mergeDraft({ baseText: base, draftText: draft, liveText: live })
      if (outcome.ok) throw new Error('merged')
      expect(outcome.conflicts.map(({ path }) => path)).toEqual([['services']])
      expect(outcome.message).toMatch(/^Someone else changed the services since you started/)
    }
  })

  it('is no conflict when both made the same change', () => {
    const both = officePhone(base, '+254 711 222 333')
    const live = both.replace('heading: Hello', 'heading: Karibu')
    expect(mergeDraft({ baseText: base, draftText: both, liveText: live })).toEqual({ ok: true, text: live })
  })

  it('settles a conflict as the person chose: their value, or the published one', () => {
    const draft = officePhone(base, '+254 711 222 333').replace('title: About us', 'title: About')
    const live = officePhone(base, '+254 799 888 777')
    const path = ['business', 'phones', 0, 'number']
    const keepMine = mergeDraft({ baseText: base, draftText: draft, liveText: live, keep: [{ path, keep: 'mine' }] })
    expect(keepMine).toEqual({ ok: true, text: draft })
    const keepTheirs = mergeDraft({
      baseText: base,
      draftText: draft,
      liveText: live,
      keep: [{ path, keep: 'theirs' }],
    })
    expect(keepTheirs).toEqual({ ok: true, text: live.replace('title: About us', 'title: About') })
    const elsewhere = mergeDraft({
      baseText: base,
      draftText: draft,
      liveText: live,
      keep: [{ path: ['business'], keep: 'mine' }],
    })
    expect(elsewhere.ok).toBe(false)
  })

  it('adds, removes and changes list items of mine where theirs left the list alone', () => {
    let draft = applyEdit(base, {
      op: 'insert',
      path: ['services'],
      index: 0,
      value: { name: 'Windows', link: '/windows' },
    })
    draft = applyEdit(draft, { op: 'set', path: ['services', 2, 'link'], value: '/sofa-cleaning' })
    draft = applyEdit(draft, { op: 'remove', path: ['business', 'phones', 1] })
    draft = applyEdit(draft, {
      op: 'insert',
      path: ['business', 'phones'],
      index: 0,
      value: { label: 'Night', number: '+254 700 000 009' },
    })
    const live = base
      .replace('title: About us', 'title: About us # new note')
      .replace('name: Ruiru Cleaning', 'name: Ruiru Cleaners')
    const outcome = mergeDraft({ baseText: base, draftText: draft, liveText: live })
    if (!outcome.ok) throw new Error(outcome.message)
    expect(outcome.text).toContain('title: About us # new note')
    expect(outcome.text).toContain('name: Ruiru Cleaners # shown in the header')
    const expected = parse(draft) as { business: { name: string } }
    expected.business.name = 'Ruiru Cleaners'
    expect(parse(outcome.text)).toEqual(expected)
  })

  it('gives their text when my draft changed nothing but notes, and refuses a draft that cannot be read', () => {
    const live = officePhone(base, '+254 799 888 777')
    expect(mergeDraft({ baseText: base, draftText: `${base}# mine\n`, liveText: live })).toEqual({
      ok: true,
      text: live,
    })
    const unreadable = mergeDraft({ baseText: base, draftText: `${base}  - [broken\n`, liveText: live })
    expect(unreadable).toMatchObject({ ok: false, reason: 'conflict', conflicts: [] })
  })

  it('merges two people changing the office phone and a page heading of the real site', () => {
    const site = readFileSync(new URL('../../../site.yaml', import.meta.url), 'utf8')
    const mine = applyEdit(site, { op: 'set', path: ['business', 'phones', 0, 'number'], value: '+254 711 222 333' })
    const theirs = applyEdit(site, { op: 'set', path: ['pages', '/', 'blocks', 0, 'heading'], value: 'Clean homes' })
    const outcome = mergeDraft({ baseText: site, draftText: mine, liveText: theirs })
    expect(outcome).toEqual({
      ok: true,
      text: applyEdit(theirs, { op: 'set', path: ['business', 'phones', 0, 'number'], value: '+254 711 222 333' }),
    })
  })
})
