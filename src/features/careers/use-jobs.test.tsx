import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useJobs } from './use-jobs'

const job = { id: 7, job_name: 'Cloud Architect', location: 'Pune, Maharashtra' }
const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

describe('useJobs', () => {
  it('starts from the jobs the server rendered the page with and does not ask for them again', () => {
    const { result } = renderHook(() => useJobs({ jobs: [job] }))
    expect(result.current.state).toEqual({ status: 'ready', jobs: [job] })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('asks the server when the visitor presses Try again', async () => {
    fetchMock.mockImplementation(async () => Response.json({ count: 1, results: [job] }))
    const { result } = renderHook(() => useJobs({ jobs: [] }))
    result.current.retry()
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'ready', jobs: [job] }))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('adds the saved date of the service worker’s copy after the first render, which matches the HTML', async () => {
    const savedAt = new Date('2026-11-21T14:05:00Z')
    const { result } = renderHook(() => useJobs({ jobs: [job], savedAt }))
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', jobs: [job], savedAt }))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('loads the list when the page came without it, and again on retry', async () => {
    fetchMock.mockImplementation(async () => Response.json({ count: 1, results: [job] }))
    const { result } = renderHook(() => useJobs())
    expect(result.current.state).toEqual({ status: 'loading' })
    await waitFor(() => expect(result.current.state.status).toBe('ready'))
    result.current.retry()
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
  })
})
