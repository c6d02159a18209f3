import { randomBytes } from 'node:crypto'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError } from '../config.ts'
import { tempDir } from '../test-support/test-server.ts'
import { dataKeyFile, loadDataKey, parseDataKey } from './data-key.ts'
import { createSealer, looksSealed } from './sealer.ts'

const noEnv = { dataKey: null, databaseUrl: null, production: false }

describe('sealing at rest (issue 59 item 2)', () => {
  const sealer = createSealer(randomBytes(32))

  it('opens what it sealed, for the same purpose only; another key, a changed byte or plain text open to null', async () => {
    const sealed = await sealer.seal('https://arcnova.example/my-application#secret-token', 'outbox')
    expect(looksSealed(sealed)).toBe(true)
    expect(sealed).not.toContain('secret-token')
    expect(await sealer.open(sealed, 'outbox')).toBe('https://arcnova.example/my-application#secret-token')
    expect(await sealer.open(sealed, 'totp')).toBeNull()
    expect(await createSealer(randomBytes(32)).open(sealed, 'outbox')).toBeNull()
    const parts = sealed.split('.')
    parts[3] = `${parts[3]?.startsWith('A') ? 'B' : 'A'}${parts[3]?.slice(1)}`
    expect(await sealer.open(parts.join('.'), 'outbox')).toBeNull()
    expect(await sealer.open('JBSWY3DPEHPK3PXP', 'totp')).toBeNull()
    expect(looksSealed('JBSWY3DPEHPK3PXP')).toBe(false)
    // Two seals of one text differ (a fresh nonce each time).
    expect(await sealer.seal('same', 'totp')).not.toBe(await sealer.seal('same', 'totp'))
  })

  it('names an address by a keyed hash: letter case and spaces aside, the same; under another key, another', () => {
    expect(sealer.recipientKey(' Priya.Nair@Example.com ')).toBe(sealer.recipientKey('priya.nair@example.com'))
    expect(sealer.recipientKey('priya.nair@example.com')).not.toBe(sealer.recipientKey('someone@example.com'))
    expect(createSealer(randomBytes(32)).recipientKey('priya.nair@example.com')).not.toBe(
      sealer.recipientKey('priya.nair@example.com'),
    )
  })

  it('DATA_KEY takes 32 bytes of base64; anything else is refused with a readable message', () => {
    const key = randomBytes(32)
    expect(parseDataKey(key.toString('base64'))).toEqual(key)
    expect(parseDataKey(key.toString('base64url'))).toEqual(key)
    for (const wrong of ['short', randomBytes(16).toString('base64'), `${key.toString('base64')}!`])
      expect(() => parseDataKey(wrong)).toThrow(/DATA_KEY takes 32 random bytes/)
  })

  it('without DATA_KEY, a one-command start generates one key once (0600, in a 0700 folder), whoever starts first', async () => {
    const dataDir = await tempDir('key')
    const keys = await Promise.all(Array.from({ length: 8 }, () => loadDataKey({ ...noEnv, dataDir })))
    expect(new Set(keys.map((key) => key.toString('hex'))).size).toBe(1)
    expect((await stat(dataKeyFile(dataDir))).mode & 0o777).toBe(0o600)
    expect((await stat(path.dirname(dataKeyFile(dataDir)))).mode & 0o777).toBe(0o700)
    expect(await loadDataKey({ ...noEnv, dataDir })).toEqual(keys[0])
  })

  it('in production on PostgreSQL, a missing DATA_KEY is refused rather than generated per instance', async () => {
    const dataDir = await tempDir('key')
    await expect(
      loadDataKey({ dataKey: null, dataDir, databaseUrl: 'postgres://db/arcnova', production: true }),
    ).rejects.toThrow(ConfigError)
    await expect(
      loadDataKey({ dataKey: null, dataDir, databaseUrl: 'postgres://db/arcnova', production: true }),
    ).rejects.toThrow(/DATA_KEY is required with DATABASE_URL in production/)
  })
})
