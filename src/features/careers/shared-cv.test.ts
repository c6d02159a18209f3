// @vitest-environment node
// Node's own Blob: IndexedDB (fake-indexeddb) clones it as a browser does; jsdom's cannot be cloned.
import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { applicationMessages, resumeMaxBytes } from './application-rules'
import { readValue, sharedCvKey, writeValue } from './careers-store'
import { deleteSharedCv, keepSharedCv, noFileShared, readSharedCv, sharedCvMaxAgeMs } from './shared-cv'

const sharedAt = Date.UTC(2026, 10, 2, 9, 30)
const pdf = (name = 'asha-rao-cv.pdf') => new File(['%PDF-1.4 asha'], name, { type: 'application/pdf' })

beforeEach(() => deleteSharedCv())

describe('a CV shared to the installed app', () => {
  it('is kept with its name, type, size and the time it was shared, and read back as a File', async () => {
    await keepSharedCv(pdf(), sharedAt)
    expect(await readValue(sharedCvKey)).toMatchObject({
      name: 'asha-rao-cv.pdf',
      type: 'application/pdf',
      size: 13,
      sharedAt,
    })
    const shared = await readSharedCv(sharedAt + 1000)
    if (shared?.status !== 'ready') throw new Error(`expected a ready CV, got ${JSON.stringify(shared)}`)
    expect(shared.file).toBeInstanceOf(File)
    expect(shared.file.name).toBe('asha-rao-cv.pdf')
    expect(shared.file.type).toBe('application/pdf')
    expect(await shared.file.text()).toBe('%PDF-1.4 asha')
    expect(shared.sharedAt).toBe(sharedAt)
    // Reading leaves it there: every job's Apply Now can use it until it is sent or discarded.
    expect((await readSharedCv(sharedAt + 2000))?.status).toBe('ready')
  })

  it('replaces an earlier share', async () => {
    await keepSharedCv(pdf('old.pdf'), sharedAt)
    await keepSharedCv(pdf('new.pdf'), sharedAt + 1)
    const shared = await readSharedCv(sharedAt + 2)
    expect(shared?.status === 'ready' && shared.file.name).toBe('new.pdf')
  })

  it('is there for 7 days, then deleted as it is read', async () => {
    await keepSharedCv(pdf(), sharedAt)
    expect((await readSharedCv(sharedAt + sharedCvMaxAgeMs))?.status).toBe('ready')
    expect(await readSharedCv(sharedAt + sharedCvMaxAgeMs + 1)).toBeUndefined()
    expect(await readValue(sharedCvKey)).toBeUndefined()
  })

  it('is deleted by deleteSharedCv (sent or discarded)', async () => {
    await keepSharedCv(pdf(), sharedAt)
    await deleteSharedCv()
    expect(await readValue(sharedCvKey)).toBeUndefined()
    expect(await readSharedCv(sharedAt)).toBeUndefined()
  })

  it.each([
    ['a wrong type', new File(['GIF89a'], 'photo.gif', { type: 'image/gif' }), applicationMessages.resumeType],
    ['an empty file', new File([], 'cv.pdf', { type: 'application/pdf' }), applicationMessages.resumeEmpty],
    [
      'a file over the size limit',
      new File([new Uint8Array(resumeMaxBytes + 1)], 'cv.pdf', { type: 'application/pdf' }),
      applicationMessages.resumeTooLarge,
    ],
    ['no file', null, noFileShared],
    ['an empty file input', new File([], '', { type: 'application/octet-stream' }), noFileShared],
  ])('refuses %s with the apply dialog’s rule, keeps no bytes, and tells it once', async (_, file, problem) => {
    expect(await keepSharedCv(file, sharedAt)).toMatchObject({ status: 'refused', problem })
    expect(await readValue(sharedCvKey)).not.toHaveProperty('blob')
    expect(await readSharedCv(sharedAt + 1000)).toEqual({
      status: 'refused',
      name: file?.name ?? '',
      problem,
      sharedAt,
    })
    expect(await readSharedCv(sharedAt + 2000)).toBeUndefined()
  })

  it('drops whatever else is stored under its key', async () => {
    await writeValue(sharedCvKey, { name: 'cv.pdf', sharedAt: 'yesterday' })
    expect(await readSharedCv(sharedAt)).toBeUndefined()
    expect(await readValue(sharedCvKey)).toBeUndefined()
  })
})
