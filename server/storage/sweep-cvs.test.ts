import { readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { failingDb } from '../test-support/stub-deps.ts'
import { tempDir } from '../test-support/test-server.ts'
import { localCvStorage } from './local-cv-storage.ts'
import { sweepOrphanCvs } from './sweep-cvs.ts'

const dirs: string[] = []
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true })
})

it('leaves young files alone: they may be another instance’s upload in flight', async () => {
  const dir = await tempDir('sweep')
  dirs.push(dir)
  await writeFile(path.join(dir, '0b8e5d0e-5f7c-4c7a-9d59-1f5c1b1a2b3c.pdf'), 'x')
  await writeFile(path.join(dir, '.0b8e5d0e-5f7c-4c7a-9d59-1f5c1b1a2b3d.partial'), 'x')
  await writeFile(path.join(dir, 'notes.txt'), 'not ours')
  const removed = await sweepOrphanCvs(failingDb, localCvStorage(dir), 60_000, () => undefined)
  expect(removed).toBe(0)
  expect(await readdir(dir)).toHaveLength(3)
})
