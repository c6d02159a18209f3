import { createHash } from 'node:crypto'
import { mkdir, rm, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { retentionDefaults } from '../../src/site/retention.ts'
import { tempDir } from '../test-support/test-server.ts'
import { stampFileName, writeBuildStamp } from './build-stamp.ts'
import { buildReason, ensureSiteBuild } from './ensure-site-build.ts'

describe('buildReason', () => {
  let root: string
  let dist: string
  beforeEach(async () => {
    root = await tempDir('site')
    dist = path.join(root, 'dist')
  })
  afterEach(() => rm(root, { recursive: true, force: true }))

  async function finishedBuild() {
    await mkdir(dist, { recursive: true })
    await writeFile(path.join(dist, 'index.html'), 'hello')
    await writeBuildStamp(dist)
  }

  it('asks for a build when there is none, or one that never finished', async () => {
    expect(await buildReason(dist)).toBe('no build yet')
    await finishedBuild()
    await rm(path.join(dist, stampFileName))
    expect(await buildReason(dist)).toBe('a build without its stamp (unfinished?)')
  })

  it('reuses a finished build, and notices one changed since it was stamped', async () => {
    await finishedBuild()
    expect(await buildReason(dist)).toBeNull()
    await writeFile(path.join(dist, 'index.html'), 'rebuilt by hand')
    expect(await buildReason(dist)).toBe('build changed since it was stamped')
  })

  it('knows a copied build (new file times, same contents) for the same build', async () => {
    await finishedBuild()
    await utimes(path.join(dist, 'index.html'), 1_800_000_000, 1_800_000_000)
    expect(await buildReason(dist)).toBeNull()
  })

  it('takes a build stamped with a checkout mode (before the order answer named the script) as it is', async () => {
    await finishedBuild()
    const indexSha256 = createHash('sha256').update('hello').digest('hex')
    for (const checkoutScriptUrl of [null, '/api/sandbox/checkout.js']) {
      await writeFile(
        path.join(dist, stampFileName),
        JSON.stringify({ checkoutScriptUrl, indexSha256, retention: retentionDefaults }),
      )
      expect(await buildReason(dist)).toBeNull()
    }
  })

  it('never rebuilds for RETENTION_*: a build stamped with other figures, or none, serves as it is (record 062)', async () => {
    await finishedBuild()
    const indexSha256 = createHash('sha256').update('hello').digest('hex')
    vi.stubEnv('RETENTION_APPLICATION_DAYS', '200')
    try {
      for (const stamp of [{ indexSha256, retention: retentionDefaults }, { indexSha256 }]) {
        await writeFile(path.join(dist, stampFileName), JSON.stringify(stamp))
        expect(await buildReason(dist)).toBeNull()
        // A build here would fail (this folder has no Vite), so resolving proves none was started.
        await expect(ensureSiteBuild({ root })).resolves.toBeUndefined()
      }
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('never builds over a finished build: npm start after npm run build serves it in every payment mode', async () => {
    await finishedBuild()
    // A build here would fail (this folder has no Vite), so resolving proves none was started.
    await expect(ensureSiteBuild({ root })).resolves.toBeUndefined()
    await rm(path.join(dist, stampFileName))
    await expect(ensureSiteBuild({ root })).rejects.toThrow('vite build failed')
  })
})
