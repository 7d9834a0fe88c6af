/** Properties React writes without a unit when given a number. */
const unitless = new Set([
  'animationIterationCount',
  'aspectRatio',
  'columnCount',
  'flex',
  'flexGrow',
  'flexShrink',
  'fontWeight',
  'gridColumn',
  'gridRow',
  'lineHeight',
  'opacity',
  'order',
  'orphans',
  'scale',
  'tabSize',
  'widows',
  'zIndex',
  'zoom',
])

const hyphenated = (name: string) =>
  name
    .replace(/([A-Z])/g, '-$1')
    .toLowerCase()
    .replace(/^ms-/, '-ms-')

/**
 * A style object as the text React writes into a style attribute: camelCase names hyphenated, custom properties as
 * written, numbers in pixels except where a property takes none, empty values left out.
 */
export function styleText(style: Record<string, string | number>): string {
  const declarations: string[] = []
  for (const [name, value] of Object.entries(style)) {
    if (value === '') continue
    if (name.startsWith('--')) declarations.push(`${name}:${String(value).trim()}`)
    else if (typeof value === 'number' && value !== 0 && !unitless.has(name))
      declarations.push(`${hyphenated(name)}:${value}px`)
    else declarations.push(`${hyphenated(name)}:${String(value).trim()}`)
  }
  return declarations.join(';')
}
