import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { writeValue } from './careers-store'
import { loadSavedJobs, storeSavedJobs } from './saved-jobs'
import { parseJobList } from './job-schema'
import { sampleJobs } from './sample-jobs'

describe('saved jobs', () => {
  it('keeps whole job records on the device', async () => {
    const jobs = parseJobList(sampleJobs).slice(0, 2)
    await storeSavedJobs(jobs)
    expect(await loadSavedJobs()).toEqual(jobs)
    await storeSavedJobs([])
    expect(await loadSavedJobs()).toEqual([])
  })

  it('drops stored records that no longer parse', async () => {
    await writeValue('saved-jobs', [{ id: 1, job_name: 'Kept' }, { id: 'x' }, 'junk'])
    expect(await loadSavedJobs()).toEqual([{ id: 1, job_name: 'Kept' }])
    await writeValue('saved-jobs', 'not a list')
    expect(await loadSavedJobs()).toEqual([])
  })
})
