import { startTransition, useEffect, useState } from 'react'
import { fetchJobs, type JobListResult } from './jobs-api'

export type JobsState = { status: 'loading' } | ({ status: 'ready' } & JobListResult)

/** Loads the openings once per visit to the page. */
export function useJobs(): JobsState {
  const [state, setState] = useState<JobsState>({ status: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    void fetchJobs(controller.signal).then((result) => {
      // A transition: rendering the whole list is interruptible, so it never blocks a tap for long.
      if (!controller.signal.aborted) startTransition(() => setState({ status: 'ready', ...result }))
    })
    return () => controller.abort()
  }, [])
  return state
}
