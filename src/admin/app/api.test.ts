import { afterEach, describe, expect, it, vi } from 'vitest'
import { adminFetch, api, ApiError, setCsrfToken, whenAccessRefused, whenSessionEnds } from './api.ts'
import { streamPublish } from './publish-stream.ts'

afterEach(() => vi.unstubAllGlobals())

describe('the admin fetch wrapper', () => {
  it('sends the CSRF token, and JSON as a POST', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json({ id: 'abc' }))
    vi.stubGlobal('fetch', fetch)
    setCsrfToken('token-1')
    expect(await api('drafts', {})).toEqual({ id: 'abc' })
    expect(fetch).toHaveBeenCalledWith('/admin/api/drafts', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'x-csrf-token': 'token-1', 'content-type': 'application/json' },
      body: '{}',
    })
  })

  it('ends the session the same way whichever call hears that it has ended', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: 'Your session has ended. Log in again.' }, { status: 401 }),
    )
    const ended = vi.fn<() => void>()
    whenSessionEnds(ended)
    const calls = [
      api('site'),
      adminFetch('uploads', { body: new Blob(['x']), headers: { 'content-type': 'application/octet-stream' } }),
      streamPublish('drafts/abc/publish', { author: 'Wanjiru' }, () => {}),
      api('drafts/abc', undefined, { method: 'DELETE' }),
    ]
    const outcomes = await Promise.allSettled(calls)
    expect(outcomes.map((outcome) => outcome.status === 'rejected' && outcome.reason instanceof ApiError)).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(
      outcomes.map((outcome) => (outcome.status === 'rejected' ? (outcome.reason as ApiError).status : 0)),
    ).toEqual([401, 401, 401, 401])
    expect(ended).toHaveBeenCalledTimes(4)
    await expect(api('login', { password: 'x' })).rejects.toBeInstanceOf(ApiError)
    expect(ended).toHaveBeenCalledTimes(4)
  })

  it('says when a call is refused to this person, so the app can read again what they may do', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: 'Your account cannot do this. Ask the owner.' }, { status: 403 }),
    )
    const refused = vi.fn<() => void>()
    whenAccessRefused(refused)
    await expect(api('people')).rejects.toThrow('Your account cannot do this. Ask the owner.')
    expect(refused).toHaveBeenCalledTimes(1)
    await expect(api('session', {})).rejects.toBeInstanceOf(ApiError)
    expect(refused).toHaveBeenCalledTimes(1)
  })

  it('gives plain words when the server sent none', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }))
    await expect(api('site')).rejects.toThrow('The server could not do this just now. Try again in a moment.')
  })
})
