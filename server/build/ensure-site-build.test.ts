import { rm, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { tempDir } from '../test-support/test-server.ts'
import { buildReason, checkoutScriptUrlFor, stampFileName } from './ensure-site-build.ts'

describe('buildReason', () => {
  let dist: string
  beforeEach(async () => {
    dist = await tempDir('dist')
  })
  afterEach(() => rm(dist, { recursive: true, force: true }))

  async function stamp(checkoutScriptUrl: string | null, index = { mtimeMs: 1_700_000_000_000, size: 5 }) {
    await writeFile(path.join(dist, 'index.html'), 'hello')
    await utimes(path.join(dist, 'index.html'), index.mtimeMs / 1000, index.mtimeMs / 1000)
    await writeFile(
      path.join(dist, stampFileName),
      JSON.stringify({ checkoutScriptUrl, indexMtimeMs: 1_700_000_000_000, indexSize: 5 }),
    )
  }

  it('builds the sandbox checkout into keyless builds and Razorpay’s own into keyed ones', () => {
    expect(checkoutScriptUrlFor(false)).toBe('/api/sandbox/checkout.js')
    expect(checkoutScriptUrlFor(true)).toBeNull()
  })

  it('asks for a build when there is none, or one made elsewhere, or for the other mode', async () => {
    expect(await buildReason(dist, '/api/sandbox/checkout.js')).toBe('no build yet')
    await writeFile(path.join(dist, 'index.html'), 'hello')
    expect(await buildReason(dist, '/api/sandbox/checkout.js')).toBe('a build without its stamp')
    await stamp(null)
    expect(await buildReason(dist, '/api/sandbox/checkout.js')).toBe('build made for the other checkout mode')
  })

  it('reuses a build made for this mode, and notices a rebuild by hand', async () => {
    await stamp('/api/sandbox/checkout.js')
    expect(await buildReason(dist, '/api/sandbox/checkout.js')).toBeNull()
    await writeFile(path.join(dist, 'index.html'), 'rebuilt by hand')
    expect(await buildReason(dist, '/api/sandbox/checkout.js')).toBe('build changed since npm start made it')
  })
})
