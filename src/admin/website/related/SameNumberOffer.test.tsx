// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { EditOp } from '../../../site-text/edit.ts'
import { testEditorContext } from '../../../testing/editor-context.tsx'
import { EditorContext } from '../form/editor-context.ts'
import { SameNumberOffer } from './SameNumberOffer.tsx'

afterEach(cleanup)

const site = (office: string, whatsapp = '+254 700 000 001') => ({
  business: { locale: 'en-KE', phones: [{ label: 'Office', number: office }], whatsapp },
  redirects: [{ from: '/whatsapp', to: `https://wa.me/${whatsapp.replace(/\D/g, '')}` }],
})
const office = ['business', 'phones', 0, 'number']

/** The offer under the office number, drawn again as the draft's data changes; `made` collects each editAll. */
function drawOffer() {
  const made: EditOp[][] = []
  const draw = (data: ReturnType<typeof site>) => (
    <EditorContext.Provider
      value={testEditorContext({
        data,
        editAll: (ops) => {
          made.push(ops)
          return true
        },
      })}
    >
      <SameNumberOffer path={office} value={data.business.phones[0]!.number} />
    </EditorContext.Provider>
  )
  const view = render(draw(site('+254 700 000 001')))
  return { made, show: (data: ReturnType<typeof site>) => view.rerender(draw(data)) }
}

const offer = 'This number is also your WhatsApp number and is used in 1 other place.'
/** The same places as the offer, told the same way. */
const changedToo = 'Changed too: your WhatsApp number and 1 other place.'

describe('the offer to change the same number elsewhere', () => {
  it('waits for a whole new number, then changes the other places in one step', async () => {
    const { made, show } = drawOffer()
    show(site('+254 711 222 333'))
    // The numbering plans are loaded when the field is first shown.
    expect(await screen.findByText(offer)).toBeTruthy()
    show(site('+254 711 222'))
    expect(screen.queryByText(offer)).toBeNull()
    show(site('+254 711 222 333'))
    expect(screen.getByText(offer)).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Change them too' }))
    expect(made).toEqual([
      [
        { op: 'set', path: ['business', 'whatsapp'], value: '+254 711 222 333' },
        { op: 'set', path: ['redirects', 0, 'to'], value: 'https://wa.me/254711222333' },
      ],
    ])
    show(site('+254 711 222 333', '+254 711 222 333'))
    expect(screen.getByText(changedToo)).toBeTruthy()
    expect(screen.queryByText(offer)).toBeNull()
  })

  it('offers again when the change is taken back, and says nothing that no longer holds', async () => {
    const { show } = drawOffer()
    show(site('+254 711 222 333'))
    await userEvent.click(await screen.findByRole('button', { name: 'Change them too' }))
    show(site('+254 711 222 333', '+254 711 222 333'))
    expect(screen.getByText(changedToo)).toBeTruthy()
    // Undo: the WhatsApp number and the link have the old number again.
    show(site('+254 711 222 333'))
    expect(screen.queryByText(changedToo)).toBeNull()
    expect(screen.getByText(offer)).toBeTruthy()
  })

  it('goes when the person keeps the other places as they are, and stays away while they type on', async () => {
    const { made, show } = drawOffer()
    show(site('+254 711 222 333'))
    await userEvent.click(await screen.findByRole('button', { name: 'Keep them as they are' }))
    expect(screen.queryByText(offer)).toBeNull()
    show(site('+254 711 222 334'))
    expect(screen.queryByText(offer)).toBeNull()
    expect(made).toEqual([])
  })

  it('offers nothing for the same number written another way', async () => {
    const { show } = drawOffer()
    show(site('+254 711 222 333'))
    expect(await screen.findByText(offer)).toBeTruthy()
    show(site('+254700000001'))
    expect(screen.queryByRole('button', { name: 'Change them too' })).toBeNull()
  })
})
