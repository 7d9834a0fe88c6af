import { describe, expect, it } from 'vitest'
import { previewCall } from './messages.ts'

describe('previewCall', () => {
  it('adds the page to the source’s call, or asks for the page the source names when there is none', () => {
    expect(previewCall({ source: 'drafts/abc/preview' }, '/about us')).toBe('drafts/abc/preview?path=%2Fabout%20us')
    expect(previewCall({ source: 'history/3/bring-back/preview?kind=post&key=x' }, '/blog/x')).toBe(
      'history/3/bring-back/preview?kind=post&key=x&path=%2Fblog%2Fx',
    )
    expect(previewCall({ source: 'history/3/undo/preview' }, '')).toBe('history/3/undo/preview')
  })
})
