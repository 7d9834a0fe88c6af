// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '../api.ts'
import { useLoaded } from './use-loaded.ts'

afterEach(cleanup)

describe('useLoaded', () => {
  it('keeps what it loaded while a reload fails, and says why', async () => {
    const answers: (() => Promise<string>)[] = [
      () => Promise.resolve('first'),
      () => Promise.reject(new ApiError(503, 'The website is busy. Try again in a minute.')),
    ]
    const load = () => (answers.shift() ?? (() => Promise.resolve('later')))()
    const { result } = renderHook(() => useLoaded(load))

    await waitFor(() => expect(result.current.value).toBe('first'))
    act(() => result.current.reload())
    await waitFor(() => expect(result.current.problem).toBe('The website is busy. Try again in a minute.'))
    expect(result.current.value).toBe('first')
    act(() => result.current.reload())
    await waitFor(() => expect(result.current).toMatchObject({ value: 'later', problem: '' }))
  })

  it('draws only the last thing asked for, whatever answers first', async () => {
    let answerSlow: (value: string) => void = () => undefined
    const slow = () => new Promise<string>((resolve) => (answerSlow = resolve))
    const quick = () => Promise.resolve('quick')
    const { result, rerender } = renderHook(({ load }) => useLoaded(load), { initialProps: { load: slow } })

    rerender({ load: quick })
    await waitFor(() => expect(result.current.value).toBe('quick'))
    await act(async () => answerSlow('slow'))
    expect(result.current.value).toBe('quick')
  })
})
