/**
 * A browser someone has signed in to /admin with is the business's own: its views of the public pages are not
 * counted. /admin marks it in the site's own storage (the public pages share its address), so the pages keep
 * sending no cookie and nothing extra; they read the mark and send nothing.
 */
const staffBrowserKey = 'staff-browser'

// Storage can be switched off or full: such a browser is then counted, as any visitor's.

/** Marks this browser as the business's own; kept after signing out, as the browser stays theirs. */
export function markStaffBrowser(): void {
  try {
    localStorage.setItem(staffBrowserKey, '1')
  } catch {
    // See above.
  }
}

/** Whether someone has signed in to /admin on this browser. */
export function isStaffBrowser(): boolean {
  try {
    return localStorage.getItem(staffBrowserKey) !== null
  } catch {
    return false
  }
}
