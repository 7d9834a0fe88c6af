const key = 'admin-author'

// Storage can be switched off or full; the name is then simply asked for each time.

/** The name this browser last restored or published under, or ''. */
export function rememberedAuthor(): string {
  try {
    return localStorage.getItem(key) ?? ''
  } catch {
    return ''
  }
}

export function rememberAuthor(name: string): void {
  try {
    localStorage.setItem(key, name)
  } catch {
    // Nothing to do: see above.
  }
}
