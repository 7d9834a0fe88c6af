import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { applyEdit } from '../../../site-text/edit.ts'
import { checkSite } from '../../../validation/check-site.ts'
import { addServiceEdits, serviceAddress } from './add-service.ts'

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

  it('adds its card to the services and its option to the forms that ask for a service', () => {
    expect(added.services.at(-1)).toMatchObject({ name: 'Window Cleaning', link: '/window-cleaning' })
    const serviceField = added.forms.booking?.fields.find((field) => field.name === 'service')
    expect(serviceField?.options?.at(-1)).toEqual({ label: 'Window Cleaning', value: 'window-cleaning' })
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
