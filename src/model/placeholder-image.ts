const maxSide = 4000

/** "/api/placeholder/600/400" → { width: 600, height: 400 }; anything else (or out of 1…4000) → undefined. */
export function placeholderSize(pathname: string): { width: number; height: number } | undefined {
  const match = /^\/api\/placeholder\/(\d{1,4})\/(\d{1,4})\/?$/.exec(pathname)
  if (!match) return undefined
  const [width, height] = [Number(match[1]), Number(match[2])]
  const fits = (side: number) => side >= 1 && side <= maxSide
  return fits(width) && fits(height) ? { width, height } : undefined
}

/** A plain grey picture of the given size with a simple image mark, for pictures that failed to load. */
export function placeholderSvg(width: number, height: number): string {
  const mark = Math.max(4, Math.round(Math.min(width, height) / 4))
  const x = Math.round((width - mark) / 2)
  const y = Math.round((height - mark) / 2)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Picture not available">`,
    `<rect width="${width}" height="${height}" fill="#dfe7e3"/>`,
    `<rect x="${x}" y="${y}" width="${mark}" height="${mark}" rx="${Math.round(mark / 8)}" fill="none" stroke="#7a8a84" stroke-width="${Math.max(1, Math.round(mark / 16))}"/>`,
    `<path d="M${x} ${y + mark * 0.8}l${mark * 0.3} -${mark * 0.35} ${mark * 0.25} ${mark * 0.2} ${mark * 0.2} -${mark * 0.15} ${mark * 0.25} ${mark * 0.3}" fill="none" stroke="#7a8a84" stroke-width="${Math.max(1, Math.round(mark / 16))}"/>`,
    '</svg>',
  ].join('')
}
