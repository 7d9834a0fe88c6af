/** A picture from site.yaml; the build has added its width and height, so the page does not jump as it loads. */
export interface ImageRef {
  src: string
  alt: string
  width?: number
  height?: number
}
