interface UsualLookButtonProps {
  /** The id of the words that say what goes back to the usual look. */
  describedBy: string
  onClick(): void
}

/** Takes one part of the theme out of the draft, so the website shows its usual look there again. */
export function UsualLookButton({ describedBy, onClick }: UsualLookButtonProps) {
  return (
    <button type="button" className="admin-small admin-secondary" aria-describedby={describedBy} onClick={onClick}>
      Back to the usual look
    </button>
  )
}
