const loading = new Map<string, Promise<void>>()

/** Adds a script to the page once. A failed load is forgotten, so that a later visit can try again. */
export function loadScript(src: string): Promise<void> {
  const known = loading.get(src)
  if (known) return known
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.addEventListener('load', () => resolve())
    script.addEventListener('error', () => {
      loading.delete(src)
      script.remove()
      reject(new Error(`Could not load ${src}`))
    })
    document.head.append(script)
  })
  loading.set(src, promise)
  return promise
}
