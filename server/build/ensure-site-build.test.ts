import { rm, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { tempDir } from '../test-support/test-server.ts'
import { writeBuildStamp } from './build-stamp.ts'
import { buildReason, checkoutScriptUrlFor } from './ensure-site-build.ts'

describe('buildReason', () => {
  let dist: string
  beforeEach(async () => {
    dist = await tempDir('dist')
  })
  afterEach(() => rm(dist, { recursive: true, force: true }))

  async function stamp(checkoutScriptUrl: string | null) {
    await writeFile(path.join(dist, 'index.html'), 'hello')
    await writeBuildStamp(dist, checkoutScriptUrl)
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
    expect(await buildReason(dist, '/api/sandbox/checkout.js')).toBe('build changed since it was stamped')
  })

  it('knows a copied build (new file times, same contents) for the same build', async () => {
    await stamp('/api/sandbox/checkout.js')
    await utimes(path.join(dist, 'index.html'), 1_800_000_000, 1_800_000_000)
    expect(await buildReason(dist, '/api/sandbox/checkout.js')).toBeNull()
  })
})
