import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { applicationMessages } from '../src/features/careers/application-rules'
import { deleteSharedCv, noFileShared, readSharedCv } from '../src/features/careers/shared-cv'
import { answerShare, isShareTarget } from './share-target'

const origin = 'https://www.arcnovaconsulting.com'
const pdf = (name: string) => new File([`%PDF-1.4 ${name}`], name, { type: 'application/pdf' })

function share(body: BodyInit | null): Request {
  return new Request(`${origin}/share-target/`, { method: 'POST', body })
}

function form(...entries: [string, File | string][]): FormData {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

beforeEach(() => deleteSharedCv())

describe('the share target in the service worker', () => {
  it('keeps the first shared file on the device and opens the job list with a 303', async () => {
    const response = await answerShare(share(form(['cv', pdf('asha-rao-cv.pdf')], ['cv', pdf('second.pdf')])))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`${origin}/job-openings`)
    const shared = await readSharedCv()
    if (shared?.status !== 'ready') throw new Error('no CV kept')
    expect(shared.file.name).toBe('asha-rao-cv.pdf')
    expect(await shared.file.text()).toBe('%PDF-1.4 asha-rao-cv.pdf')
  })

  it('opens the job list all the same when the share has no file, and the banner says why', async () => {
    const response = await answerShare(share(form(['title', 'My CV'])))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`${origin}/job-openings`)
    expect(await readSharedCv()).toMatchObject({ status: 'refused', problem: noFileShared })
  })

  it('refuses a file the apply dialog would refuse', async () => {
    const response = await answerShare(share(form(['cv', new File(['GIF89a'], 'photo.gif', { type: 'image/gif' })])))
    expect(response.status).toBe(303)
    expect(await readSharedCv()).toMatchObject({
      status: 'refused',
      name: 'photo.gif',
      problem: applicationMessages.resumeType,
    })
  })

  it('takes a body that is not a form as a share without a file', async () => {
    const response = await answerShare(share('not a form'))
    expect(response.status).toBe(303)
    expect(await readSharedCv()).toMatchObject({ status: 'refused', problem: noFileShared })
  })

  it('answers the manifest’s action, with or without its trailing slash, and nothing else', () => {
    expect(isShareTarget('/share-target/')).toBe(true)
    expect(isShareTarget('/share-target')).toBe(true)
    expect(isShareTarget('/job-openings')).toBe(false)
    expect(isShareTarget('/share-target/x')).toBe(false)
  })
})
