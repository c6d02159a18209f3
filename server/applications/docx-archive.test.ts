import { rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deflatedDocxBomb, docxBytes, docxDeclaring, zipBytes } from '../test-support/files.ts'
import { tempDir } from '../test-support/test-server.ts'
import { archiveLimits, inspectDocx } from './docx-archive.ts'

describe('inspectDocx reads the central directory without inflating', () => {
  let dir = ''
  beforeAll(async () => {
    dir = await tempDir('docx')
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  async function verdict(bytes: Uint8Array) {
    const file = path.join(dir, `${Math.random().toString(36).slice(2)}.docx`)
    await writeFile(file, bytes)
    return inspectDocx(file, bytes.length)
  }

  it('accepts a genuine small Word file', async () => {
    expect(await verdict(docxBytes())).toBe('docx')
  })

  it('refuses a real zip bomb: 20 MB of zeros deflated to a few KB (ratio far over 100:1)', async () => {
    const bomb = deflatedDocxBomb(20 * 1024 * 1024)
    expect(bomb.length).toBeLessThan(100 * 1024)
    expect(await verdict(bomb)).toBe('too-big-when-inflated')
  })

  it('refuses more than 100 MB declared in all, whatever the file’s size', async () => {
    expect(await verdict(docxDeclaring(archiveLimits.maxUncompressedBytes + 1))).toBe('too-big-when-inflated')
  })

  it('refuses more than 10,000 entries', async () => {
    expect(await verdict(docxDeclaring(10, archiveLimits.maxEntries))).toBe('too-big-when-inflated')
  })

  it('calls other zips and broken files not a Word file', async () => {
    expect(await verdict(zipBytes({ 'hello.txt': 'hi' }))).toBe('not-docx')
    expect(await verdict(docxBytes().subarray(0, 60))).toBe('not-docx')
  })
})
