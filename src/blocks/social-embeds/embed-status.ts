/** How long an embed may take to appear before the visitor is told it failed. */
export const embedTimeoutMs = 8000

/** Share of the section that must be on screen before any embed loads. */
export const visibleShare = 0.2

export const loadingText = 'Loading Social Media...'
export const failureText = 'Something went wrong. Please try again later.'
