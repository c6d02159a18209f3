import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'

const token = 'f'.repeat(64)

describe('METRICS_TOKEN, METRICS_PORT, METRICS_HOST', () => {
  it('are off by default: no token, no port of its own', () => {
    expect(loadConfig({}).metrics).toEqual({ token: null, port: null, host: '127.0.0.1' })
  })

  it('binds a port without a token to loopback, whatever HOST is, unless METRICS_HOST is set (issue 59 item 5)', () => {
    expect(loadConfig({ HOST: '0.0.0.0', METRICS_PORT: '9464' }).metrics).toEqual({
      token: null,
      port: 9464,
      host: '127.0.0.1',
    })
    expect(loadConfig({ HOST: '0.0.0.0', METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics.host).toBe(
      '10.0.0.5',
    )
  })

  it('reads a token, a port and the interface, which follows HOST with a token unless set', () => {
    expect(loadConfig({ HOST: '0.0.0.0', METRICS_TOKEN: token, METRICS_PORT: '9464' }).metrics).toEqual({
      token,
      port: 9464,
      host: '0.0.0.0',
    })
    expect(loadConfig({ HOST: '0.0.0.0', METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics.host).toBe(
      '10.0.0.5',
    )
  })

  it('refuses a token short enough to guess, a port that is no port, and the main port', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'secret' })).toThrow(/METRICS_TOKEN needs at least 32 characters/)
    expect(() => loadConfig({ METRICS_TOKEN: `${'a'.repeat(20)} ${'b'.repeat(20)}` })).toThrow(/METRICS_TOKEN/)
    expect(() => loadConfig({ METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT/)
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/)
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT must differ from PORT/)
  })
})
