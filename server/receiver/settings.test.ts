import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { describeSettings, settingsFromEnv, trustProxyFromEnv } from './settings.ts'

describe('the receiver settings', () => {
  it('store under .data in the project and allow only the site origin by default', () => {
    const settings = settingsFromEnv({}, 'https://cleaners.test/')
    expect(settings.dataDir).toBe(resolve(import.meta.dirname, '../../.data'))
    expect(settings.allowedOrigins).toEqual(['https://cleaners.test'])
    expect(settings.adminPassword).toBeUndefined()
    expect(describeSettings(settings)).toMatch(/sends no notifications .*; inbox and editor at \/admin\.$/)
  })

  it('say which notifications are on, without the secrets in the addresses', () => {
    const settings = settingsFromEnv({
      SMTP_URL: 'smtps://user:secret@mail.example.com',
      NOTIFY_EMAIL: 'office@cleaners.test',
      WEBHOOK_URL: 'https://hooks.example.com/abc?token=secret',
      ADMIN_PASSWORD: 'x',
      ALLOWED_ORIGINS: 'https://a.test, https://b.test/',
    })
    const line = describeSettings(settings)
    expect(line).toContain('email to office@cleaners.test and webhook hooks.example.com')
    expect(line).toContain('inbox and editor at /admin (password from ADMIN_PASSWORD)')
    expect(line).not.toContain('secret')
    expect(settings.allowedOrigins).toEqual(['https://a.test', 'https://b.test'])
  })

  it('refuse addresses that are not addresses', () => {
    expect(() => settingsFromEnv({ WEBHOOK_URL: 'hooks.example.com' })).toThrow(/WEBHOOK_URL/)
    expect(() => settingsFromEnv({ SMTP_URL: 'mail.example.com:25' })).toThrow(/SMTP_URL/)
  })

  it('let one visitor address store 20 requests a day, or 1 in 50 of a smaller inbox, unless told otherwise', () => {
    const perAddress = (env: NodeJS.ProcessEnv) => settingsFromEnv(env).requestsPerAddressPerDay
    expect(perAddress({})).toBe(20)
    expect(perAddress({ MAX_SUBMISSIONS: '200' })).toBe(4)
    expect(perAddress({ MAX_SUBMISSIONS: '10' })).toBe(1)
    expect(perAddress({ MAX_SUBMISSIONS: '200', FORM_REQUESTS_PER_DAY: '50' })).toBe(50)
    expect(perAddress({ FORM_REQUESTS_PER_DAY: '0' })).toBe(20)
  })

  it('trust no proxy unless told which', () => {
    expect(trustProxyFromEnv({})).toBe(false)
    expect(trustProxyFromEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8' })).toEqual(['loopback', '10.0.0.0/8'])
  })
})
