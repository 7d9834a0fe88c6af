/**
 * The product's own colours, one for each role a theme may set (src/schema/theme.ts): a site without a theme
 * has these. A neutral slate blue, so that no site looks like another business until it sets its own.
 */
export const usualColors = {
  brand: '#2b4461',
  onBrand: '#ffffff',
  accent: '#9a4d0f',
  text: '#1e2430',
  muted: '#4b5563',
  background: '#ffffff',
  soft: '#f3f5f6',
} as const
