/** An element with these attributes, in this order, and these children; strings become text, never markup. */
export function drawElement<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | undefined>,
  ...children: (Node | string | false | undefined)[]
): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) created.setAttribute(name, value)
  for (const child of children) if (child !== false && child !== undefined) created.append(child)
  return created
}
