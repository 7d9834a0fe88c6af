/** How long an embed may take to appear before the visitor is told it failed. */
export const embedTimeoutMs = 8000

/** Share of the section that must be on screen before any embed loads. */
export const visibleShare = 0.2

/** The class of the message a panel's stage shows while its embed is on its way, or once it has failed. */
export const statusClass = 'social-embeds__status'
