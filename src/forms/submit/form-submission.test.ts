import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testBookingForm, validBody } from '../../testing/test-forms.ts'
import { createFormSubmission } from './form-submission.ts'
import { formLanguageOf } from '../form-language.ts'
import { testShell } from '../../testing/test-shell.ts'

const language = formLanguageOf(testShell)

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  vi.unstubAllGlobals()
  fetchMock.mockReset()
})

const keysSent = () => fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'))
const bookingSubmission = (resendPauses: readonly number[] = []) =>
  createFormSubmission({
    formId: 'booking',
    form: testBookingForm,
    whatsappNumber: '',
    language,
    onStatus: () => undefined,
    resendPauses,
  })

describe('createFormSubmission', () => {
  it('sends a retry of the same values under the same Idempotency-Key', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('network down'))
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 201 }))
    const { submit } = bookingSubmission()
    const values = validBody(testBookingForm)
    expect(await submit(values, '')).toBe('unreachable')
    expect(await submit({ ...values }, '')).toBe('sent')
    const [first, second] = keysSent()
    expect(first).toMatch(/\S{8,}/)
    expect(second).toBe(first)
  })

  it('makes a new Idempotency-Key when the visitor changes a field after a failure, so the correction is stored', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('network down'))
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 503 }))
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 201 }))
    const { submit } = bookingSubmission()
    const values = validBody(testBookingForm)
    await submit(values, '')
    await submit({ ...values, phone: '0722 000 111' }, '')
    await submit({ ...values, phone: '0722 000 111' }, '')
    const [typo, corrected, retried] = keysSent()
    expect(corrected).not.toBe(typo)
    expect(retried).toBe(corrected)
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toMatchObject({ phone: '0722 000 111' })
  })

  it('starts a new submission, with a new key, after one was sent', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 201 }))
    const { submit } = bookingSubmission()
    const values = validBody(testBookingForm)
    await submit(values, '')
    await submit(values, '')
    const [first, second] = keysSent()
    expect(second).not.toBe(first)
  })

  it('tells each status as it goes through it', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 500 }))
    const onStatus = vi.fn<(status: string) => void>()
    const { submit } = createFormSubmission({
      formId: 'booking',
      form: testBookingForm,
      whatsappNumber: '',
      language,
      onStatus,
    })
    await submit(validBody(testBookingForm), '')
    expect(onStatus.mock.calls).toEqual([['sending'], ['refused']])
  })

  it("resends a post that got no answer, or the proxy's answer that the site is away, under the same key", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('connection reset'))
    fetchMock.mockResolvedValueOnce(new Response('Bad Gateway', { status: 502 }))
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 503, headers: { 'retry-after': '0' } }))
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 504 }))
    fetchMock.mockResolvedValueOnce(new Response('{"id":"stored-once"}', { status: 201 }))
    const { submit } = bookingSubmission([0, 0, 0, 0])
    expect(await submit(validBody(testBookingForm), '')).toBe('sent')
    const keys = keysSent()
    expect(keys).toHaveLength(5)
    expect(new Set(keys).size).toBe(1)
    expect(new Set(fetchMock.mock.calls.map(([, init]) => init?.body)).size).toBe(1)
  })

  it('does not resend what the receiver refused, and gives up when no answer comes after the last pause', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"errors":{}}', { status: 422 }))
    const { submit } = bookingSubmission([0, 0])
    expect(await submit(validBody(testBookingForm), '')).toBe('refused')
    expect(fetchMock).toHaveBeenCalledTimes(1)

    fetchMock.mockRejectedValue(new TypeError('network down'))
    expect(await submit(validBody(testBookingForm, 2), '')).toBe('unreachable')
    expect(fetchMock).toHaveBeenCalledTimes(4)
  })
})
