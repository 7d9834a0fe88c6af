// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ImageRef } from '../model/image.ts'
import { Picture } from './Picture.tsx'
import { sofaPhoto } from '../testing/sofa-photo.ts'

afterEach(cleanup)

const photo = sofaPhoto
const drawing: ImageRef = { src: '/images/sofa.svg', alt: 'A sofa', width: 1200, height: 800 }

const sourcesOf = (img: HTMLElement) =>
  [...(img.parentElement?.querySelectorAll('source') ?? [])].map((source) => ({
    type: source.getAttribute('type'),
    srcset: source.getAttribute('srcset'),
    sizes: source.getAttribute('sizes'),
  }))

describe('Picture', () => {
  it('offers the smaller AVIF and WebP files of a photo, best first, and a resized JPEG, never the original', () => {
    render(<Picture image={photo} className="card__image" sizes="(min-width: 60rem) 20rem, 100vw" />)
    const img = screen.getByRole('img', { name: 'A clean grey sofa' })
    expect(img.parentElement?.tagName).toBe('PICTURE')
    expect(sourcesOf(img)).toEqual(
      photo.sources?.map(({ type, srcset }) => ({ type, srcset, sizes: '(min-width: 60rem) 20rem, 100vw' })),
    )
    expect(img.getAttribute('src')).toBe('/_images/sofa-1a2b3c4d-1000.jpg')
    expect(img.getAttribute('class')).toBe('card__image')
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1000', '750'])
  })

  it('waits to load a picture below the fold, measuring where it is laid out', () => {
    render(<Picture image={photo} />)
    const img = screen.getByRole('img', { name: 'A clean grey sofa' })
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.getAttribute('fetchpriority')).toBeNull()
    expect(sourcesOf(img).map((source) => source.sizes)).toEqual(['auto, 100vw', 'auto, 100vw'])
  })

  it('loads the largest picture of the first screen at once, with high priority, as wide as the window', () => {
    render(<Picture image={photo} loading="eager" />)
    const img = screen.getByRole('img', { name: 'A clean grey sofa' })
    expect(img.getAttribute('loading')).toBe('eager')
    expect(img.getAttribute('fetchpriority')).toBe('high')
    expect(sourcesOf(img).map((source) => source.sizes)).toEqual(['100vw', '100vw'])
  })

  it('draws a picture without variants (an SVG drawing) as a plain <img>', () => {
    const { container } = render(<Picture image={drawing} />)
    expect(container.querySelector('picture')).toBeNull()
    expect(screen.getByRole('img', { name: 'A sofa' }).getAttribute('src')).toBe('/images/sofa.svg')
  })
})

describe('Picture with a fallback', () => {
  it('offers the variants too, and keeps its placeholder on the <img>', () => {
    render(<Picture image={photo} className="post-card__image" hasFallback />)
    const img = screen.getByRole('img', { name: 'A clean grey sofa' })
    expect(sourcesOf(img).map((source) => source.type)).toEqual(['image/avif', 'image/webp'])
    expect(img.dataset.fallback).toBe('/api/placeholder/1000/750')
    expect(img.getAttribute('src')).toBe('/_images/sofa-1a2b3c4d-1000.jpg')
  })
})
