/** A picture from site.yaml; the build has added its width and height, so the page does not jump as it loads. */
export interface ImageRef {
  src: string
  alt: string
  width?: number
  height?: number
  /**
   * Smaller, lighter copies of a photo (JPEG, PNG or WebP), best format first. Written by the build, never in
   * site.yaml, so the site's JSON Schema does not list it.
   */
  sources?: ImageSource[]
  /** A resized JPEG for browsers that take neither source: what the <img> loads instead of the original file. */
  fallback?: string
}

/** One format of a photo at several widths, as a <source> element offers it. */
export interface ImageSource {
  type: 'image/avif' | 'image/webp'
  /** "/_images/sofa-1a2b3c4d-320.avif 320w, /_images/sofa-1a2b3c4d-640.avif 640w" */
  srcset: string
}
