import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, isLoopbackHost, loadConfig, repoRoot, siteUrlWarning } from './config.ts'
import type { LogLevel } from './log.ts'
import { startTestServer } from './test-support/test-server.ts'

describe('loadConfig', () => {
  it('has local defaults: 127.0.0.1:8080, ./data, dist, sandbox payments, 30 POSTs a minute', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      dataDir: path.join(repoRoot, 'data'),
      uploadDir: path.join(repoRoot, 'data', 'uploads'),
      staticDir: path.join(repoRoot, 'dist'),
      databaseUrl: null,
      skipBuild: false,
      allowedOrigins: [],
      trustProxy: 0,
      razorpay: null,
      webhookSecret: null,
      rateLimit: { max: 30, windowMs: 60_000 },
    })
  })

  it('reads every variable', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '3000',
      DATA_DIR: '/var/lib/arcnova',
      UPLOAD_DIR: '/srv/cvs',
      DATABASE_URL: 'postgres://u:p@db/arcnova',
      STATIC_DIR: '/srv/site',
      SKIP_BUILD: '1',
      ALLOWED_ORIGINS: 'https://arcnova.example, https://www.arcnova.example/',
      TRUST_PROXY: '2',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
      RATE_LIMIT_MAX: '100',
      RATE_LIMIT_WINDOW_MS: '10000',
    })
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 3000,
      dataDir: '/var/lib/arcnova',
      uploadDir: '/srv/cvs',
      databaseUrl: 'postgres://u:p@db/arcnova',
      staticDir: '/srv/site',
      skipBuild: true,
      allowedOrigins: ['https://arcnova.example', 'https://www.arcnova.example'],
      trustProxy: 2,
      razorpay: { keyId: 'rzp_live_x', keySecret: 's' },
      webhookSecret: 'w',
      rateLimit: { max: 100, windowMs: 10_000 },
    })
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1)
    expect(loadConfig({ SKIP_BUILD: 'false' }).skipBuild).toBe(false)
  })

  it('sends e-mails as the company’s careers name unless NOTIFY_FROM says otherwise (issue 45)', () => {
    const smtp = { SMTP_URL: 'smtp://127.0.0.1:2525', NOTIFY_EMAIL: 'hr@arcnova.example, ops@arcnova.example' }
    expect(loadConfig(smtp).notify?.from).toBe('"Arcnova Consulting Careers" <hr@arcnova.example>')
    expect(loadConfig({ ...smtp, NOTIFY_FROM: 'Jobs <jobs@arcnova.example>' }).notify?.from).toBe(
      'Jobs <jobs@arcnova.example>',
    )
  })

  it('refuses half a key pair and nonsense values with a readable message', () => {
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_x' })).toThrow(ConfigError)
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'not a url' })).toThrow(/ALLOWED_ORIGINS/)
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/)
    expect(() => loadConfig({ RATE_LIMIT_MAX: '0' })).toThrow(/RATE_LIMIT_MAX/)
  })

  it('keeps sample data and CVs where they belong: seeded and on disk with the embedded database; with PostgreSQL, no sample data unless asked and CVs in the database', () => {
    expect(loadConfig({})).toMatchObject({ seedSampleData: true, cvStorage: 'local' })
    const postgres = { DATABASE_URL: 'postgres://u@db:5432/arcnova' }
    expect(loadConfig(postgres)).toMatchObject({ seedSampleData: false, cvStorage: 'postgres' })
    expect(loadConfig({ ...postgres, SEED_SAMPLE_DATA: '1', CV_STORAGE: 'local' })).toMatchObject({
      seedSampleData: true,
      cvStorage: 'local',
    })
    expect(() => loadConfig({ CV_STORAGE: 'postgres' })).toThrow(/CV_STORAGE=postgres needs DATABASE_URL/)
    expect(() => loadConfig({ CV_STORAGE: 's3' })).toThrow(/CV_STORAGE/)
  })
})

describe('the start-up warning when SITE_URL reaches only the build', () => {
  it('is due off loopback without SITE_URL, and only then', () => {
    for (const host of ['127.0.0.1', '127.0.1.1', 'localhost', '::1', '[::1]']) {
      expect(isLoopbackHost(host), host).toBe(true)
      expect(siteUrlWarning(loadConfig({ HOST: host })), host).toBeNull()
    }
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'web.internal']) {
      expect(isLoopbackHost(host), host).toBe(false)
      expect(siteUrlWarning(loadConfig({ HOST: host })), host).toMatch(/^SITE_URL is not set/)
      expect(siteUrlWarning(loadConfig({ HOST: host, SITE_URL: 'https://careers.example' })), host).toBeNull()
    }
    expect(siteUrlWarning(loadConfig({ HOST: '0.0.0.0', SITE_URL: '  ' }))).toMatch(/^SITE_URL is not set/)
  })

  it('is logged when the server starts on 0.0.0.0 without SITE_URL (loopback and SITE_URL set: above)', async () => {
    const logged: { level: LogLevel; message: string }[] = []
    const server = await startTestServer(
      { HOST: '0.0.0.0' },
      { log: (level, message) => void logged.push({ level, message }) },
    )
    await server.cleanup()
    expect(logged.filter((line) => line.message.startsWith('SITE_URL'))).toEqual([
      { level: 'warn', message: expect.stringMatching(/^SITE_URL is not set while listening on 0\.0\.0\.0: /) },
    ])
    // One line, no personal data: the interface and the default origin only.
    expect(logged.find((line) => line.message.startsWith('SITE_URL'))?.message).toContain(
      'https://www.arcnovaconsulting.com',
    )
  })
})
