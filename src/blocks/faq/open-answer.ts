// The block's questions open as the footer's do: one behaviour, kept beside the accordion both draw.
export { enhanceFaq } from '../../ui/faq/faq-enhance.ts'
