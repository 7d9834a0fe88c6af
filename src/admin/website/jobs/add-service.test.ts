import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { applyEdit } from '../../../site-text/edit.ts'
import { checkSite } from '../../../validation/check-site.ts'
import { addServiceEdits, serviceAddress } from './add-service.ts'
import { withServiceChoices } from '../../../model/service-choices.ts'
import type { FormDefinition } from '../../../forms/schema.ts'
import { handTypedServiceOptions } from '../../../testing/test-forms.ts'
import { testShell } from '../../../testing/test-shell.ts'

const root = join(import.meta.dirname, '../../../..')
const text = readFileSync(join(root, 'site.yaml'), 'utf8')
const data = parse(text) as Record<string, unknown>

describe('addServiceEdits', () => {
  const edits = addServiceEdits(data, {
    name: 'Window Cleaning',
    summary: 'Clear, streak-free windows for homes and offices.',
  })
  const after = edits.reduce((current, edit) => applyEdit(current, edit), text)
  const added = parse(after) as {
    pages: Record<string, { title: string; blocks: { type: string; buttons?: unknown[] }[] }>
    services: { name: string; link: string }[]
    forms: Record<string, { fields: { name: string; options?: { label: string; value: string }[] }[] }>
  }

  it('makes the page at an address made from the name, opening with the name and the sentence', () => {
    expect(added.pages['/window-cleaning']?.title).toBe('Window Cleaning')
    expect(added.pages['/window-cleaning']?.blocks[0]).toMatchObject({
      type: 'hero',
      heading: 'Window Cleaning',
      intro: 'Clear, streak-free windows for homes and offices.',
    })
    expect(added.pages['/window-cleaning']?.blocks[0]?.buttons).toContainEqual({
      label: 'Book this service',
      form: 'booking',
      prefill: { service: 'window-cleaning' },
    })
  })

  it('adds its card to the services, which the forms that follow them then offer, with no edit of their own', () => {
    expect(added.services.at(-1)).toMatchObject({ name: 'Window Cleaning', link: '/window-cleaning' })
    expect(edits.filter((edit) => 'path' in edit && edit.path[0] === 'forms')).toEqual([])
    const forms = withServiceChoices(added.forms as Record<string, FormDefinition>, added.services)
    for (const [id, field] of [
      ['booking', 'service'],
      ['contact', 'cleaningService'],
    ] as const) {
      const options = forms[id]?.fields.find((candidate) => candidate.name === field)?.options ?? []
      expect(options).toContainEqual({ label: 'Window Cleaning', value: 'window-cleaning' })
    }
  })

  it('leaves the site with no problem at all', () => {
    const result = checkSite(after, { publicDir: join(root, 'public') })
    expect(result.errors.map((problem) => problem.message)).toEqual([])
  })

  it('opens the page with the big picture and heading when a picture is given', () => {
    const picture = { src: '/images/services/tiles.svg', alt: 'Clean tiles' }
    const withPicture = addServiceEdits(data, { name: 'Window Cleaning', summary: 'Clear windows.', picture })
    const result = withPicture.reduce((current, edit) => applyEdit(current, edit), text)
    expect(checkSite(result, { publicDir: join(root, 'public') }).errors).toEqual([])
    const page = parse(result) as { pages: Record<string, { blocks: unknown[] }>; services: unknown[] }
    expect(page.pages['/window-cleaning']?.blocks[0]).toMatchObject({ type: 'cover', image: picture })
    expect(page.services.at(-1)).toMatchObject({ name: 'Window Cleaning', image: picture })
  })

  it('keeps the picture off the card when she says so: the page still opens with it', () => {
    const picture = { src: '/images/services/tiles.svg', alt: 'Clean tiles' }
    const service = { name: 'Window Cleaning', summary: 'Clear windows.', picture, isPictureOnCard: false }
    const result = addServiceEdits(data, service).reduce((current, edit) => applyEdit(current, edit), text)
    const site = parse(result) as { pages: Record<string, { blocks: unknown[] }>; services: Record<string, unknown>[] }
    expect(site.pages['/window-cleaning']?.blocks[0]).toMatchObject({ type: 'cover', image: picture })
    expect(site.services.at(-1)).not.toHaveProperty('image')
  })

  it('never takes an address in use', () => {
    expect(serviceAddress(data, 'Carpet cleaning')).toBe('/carpet-cleaning')
    expect(serviceAddress({ pages: { '/fumigation': {} } }, 'Fumigation')).toBe('/fumigation-2')
  })
})

describe('addServiceEdits with lists of choices typed by hand', () => {
  const handTyped = {
    services: testShell.services,
    pages: {},
    forms: {
      booking: {
        title: 'Book a Visit',
        fields: [{ name: 'kind', label: 'What needs cleaning', kind: 'select', options: handTypedServiceOptions }],
      },
      visit: {
        title: 'Plan a Visit',
        fields: [{ name: 'when', label: 'When', kind: 'select', options: [{ label: 'Morning', value: 'am' }] }],
      },
    },
  }
  const formEdits = (addToLists?: string[]) =>
    addServiceEdits(handTyped, { name: 'Rug Cleaning', summary: 'Rugs.', addToLists }).filter(
      (edit) => 'path' in edit && edit.path[0] === 'forms',
    )

  it('adds it to each list that names the services, and to no other', () => {
    expect(formEdits()).toEqual([
      {
        op: 'insert',
        path: ['forms', 'booking', 'fields', 0, 'options'],
        index: 2,
        value: { label: 'Rug Cleaning', value: 'rug-cleaning' },
      },
    ])
  })

  it('leaves out a list she unticked', () => {
    expect(formEdits([])).toEqual([])
  })

  it('books the service with the list it was added to', () => {
    const page = addServiceEdits(handTyped, { name: 'Rug Cleaning', summary: 'Rugs.' }).find(
      (edit) => edit.op === 'set' && edit.path[0] === 'pages',
    )
    expect(JSON.stringify(page)).toContain('"prefill":{"kind":"rug-cleaning"}')
  })
})
