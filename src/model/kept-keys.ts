/**
 * The keys that a behaviour answers on an island's control (Enter, Space, Escape, the arrows, Home and End): pressed before the
 * island's code has arrived, they are kept and replayed once it has. Enter and Space on a button or a summary are
 * left to the browser, which turns them into a click, kept like any tap.
 */
export const keptKeys = ['Enter', ' ', 'Escape', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']

/** The controls on which the browser turns Enter and Space into a click. */
export const clickingControls = 'button, summary'

/** Whether `key`, pressed on `control` with no modifier, is kept until its island is alive. */
export const isKeptKey = (key: string, control: Element): boolean =>
  keptKeys.includes(key) && !((key === 'Enter' || key === ' ') && control.matches(clickingControls))
