// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testBookingForm, validBody } from '../testing/test-forms.ts'
import { useFormSubmission } from './use-form-submission.ts'

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  vi.unstubAllGlobals()
  fetchMock.mockReset()
})

const keysSent = () =>
  fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'])

describe('useFormSubmission', () => {
  it('sends a retry of the same values under the same Idempotency-Key', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('network down'))
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 201 }))
    const { result } = renderHook(() =>
      useFormSubmission({ formId: 'booking', form: testBookingForm, whatsappNumber: '' }),
    )
    const values = validBody(testBookingForm)
    await act(async () => expect(await result.current.submit(values, '')).toBe('unreachable'))
    await act(async () => expect(await result.current.submit({ ...values }, '')).toBe('sent'))
    const [first, second] = keysSent()
    expect(first).toMatch(/\S{8,}/)
    expect(second).toBe(first)
  })

  it('makes a new Idempotency-Key when the visitor changes a field after a failure, so the correction is stored', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('network down'))
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 503 }))
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 201 }))
    const { result } = renderHook(() =>
      useFormSubmission({ formId: 'booking', form: testBookingForm, whatsappNumber: '' }),
    )
    const values = validBody(testBookingForm)
    await act(async () => void (await result.current.submit(values, '')))
    await act(async () => void (await result.current.submit({ ...values, phone: '0722 000 111' }, '')))
    await act(async () => void (await result.current.submit({ ...values, phone: '0722 000 111' }, '')))
    const [typo, corrected, retried] = keysSent()
    expect(corrected).not.toBe(typo)
    expect(retried).toBe(corrected)
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toMatchObject({ phone: '0722 000 111' })
  })

  it('starts a new submission, with a new key, after one was sent', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 201 }))
    const { result } = renderHook(() =>
      useFormSubmission({ formId: 'booking', form: testBookingForm, whatsappNumber: '' }),
    )
    const values = validBody(testBookingForm)
    await act(async () => void (await result.current.submit(values, '')))
    await act(async () => void (await result.current.submit(values, '')))
    const [first, second] = keysSent()
    expect(second).not.toBe(first)
  })
})
