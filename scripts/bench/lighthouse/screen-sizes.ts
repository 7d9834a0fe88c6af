/** The two screens every home page is scored and photographed on: a phone and a laptop. */
export const screenSizes = [
  { width: 375, height: 740, isMobile: true },
  { width: 1280, height: 800, isMobile: false },
] as const

export type ScreenSize = (typeof screenSizes)[number]
