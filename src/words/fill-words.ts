/**
 * A word with its `{name}` places filled in: `fillWords('Message to {name}', { name: 'Amina' })`. A module of its
 * own, so the browser's code that fills words carries no table of them.
 */
export function fillWords(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}
