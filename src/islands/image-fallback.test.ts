// @vitest-environment jsdom
import { fireEvent } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { watchImageFallbacks } from './image-fallback.ts'

afterEach(() => document.body.replaceChildren())

/** A picture with a fallback as Picture draws it: sources for other sizes and formats, and the image with its placeholder. */
function addPicture({ hasFailed = false, isLoaded = false } = {}) {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<picture>
      <source type="image/webp" srcset="/images/sofa-400.webp 400w, /images/sofa-800.webp 800w">
      <img src="/images/sofa.jpg" srcset="/images/sofa-400.jpg 400w" alt="A sofa" data-fallback="/api/placeholder/800/600">
    </picture>`,
  )
  const image = document.body.lastElementChild?.querySelector('img') as HTMLImageElement
  // jsdom loads no pictures: say what the browser would know of this one.
  Object.defineProperty(image, 'complete', { value: hasFailed || isLoaded })
  Object.defineProperty(image, 'naturalWidth', { value: isLoaded ? 800 : 0 })
  return image
}

const isPlaceholder = (image: HTMLImageElement) =>
  image.getAttribute('src') === '/api/placeholder/800/600' &&
  !image.hasAttribute('srcset') &&
  image.closest('picture')?.querySelector('source') === null

describe('watchImageFallbacks', () => {
  it('swaps a picture that already failed before it ran, and leaves loaded and loading ones alone', () => {
    const failed = addPicture({ hasFailed: true })
    const loaded = addPicture({ isLoaded: true })
    const loading = addPicture()
    watchImageFallbacks()
    expect(isPlaceholder(failed)).toBe(true)
    expect(loaded.getAttribute('src')).toBe('/images/sofa.jpg')
    expect(loading.getAttribute('src')).toBe('/images/sofa.jpg')
    expect(loading.closest('picture')?.querySelectorAll('source')).toHaveLength(1)
  })

  describe('once running', () => {
    beforeAll(() => watchImageFallbacks())

    it('swaps a picture that fails later, its other sizes and formats too, keeping its text', () => {
      const image = addPicture()
      fireEvent.error(image)
      expect(isPlaceholder(image)).toBe(true)
      expect(image.alt).toBe('A sofa')
    })

    it('leaves alone a picture that has no placeholder, and a placeholder that fails itself', () => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<img src="/images/logo.svg" srcset="/images/logo-2x.svg 2x" alt="">',
      )
      const plain = document.body.lastElementChild as HTMLImageElement
      fireEvent.error(plain)
      expect(plain.getAttribute('src')).toBe('/images/logo.svg')
      expect(plain.getAttribute('srcset')).toBe('/images/logo-2x.svg 2x')

      const image = addPicture()
      fireEvent.error(image)
      image.setAttribute('srcset', '/images/again.jpg 1x')
      fireEvent.error(image)
      expect(image.getAttribute('srcset')).toBe('/images/again.jpg 1x')
    })
  })
})
