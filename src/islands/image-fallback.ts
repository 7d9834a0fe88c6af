/**
 * Swaps a picture that could not be loaded (marked data-fallback by Picture) for its plain
 * placeholder, including one that failed before this script ran.
 */
export function watchImageFallbacks(): void {
  const swap = (image: HTMLImageElement) => {
    const fallback = image.dataset.fallback
    if (!fallback || image.getAttribute('src') === fallback) return
    image.removeAttribute('srcset')
    image
      .closest('picture')
      ?.querySelectorAll('source')
      .forEach((source) => source.remove())
    image.src = fallback
  }
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) swap(event.target)
    },
    true,
  )
  for (const image of document.querySelectorAll<HTMLImageElement>('img[data-fallback]'))
    if (image.complete && image.naturalWidth === 0) swap(image)
}
