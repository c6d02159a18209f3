import { startTransition, useCallback, useEffect, useState } from 'react'
import { fetchJobs, type JobListResult } from './jobs-api'

export type JobsState =
  | { status: 'loading' }
  | { status: 'failed' }
  | ({ status: 'ready' } & Omit<Extract<JobListResult, { loaded: true }>, 'loaded'>)

/** Loads the openings once per visit to the page; `retry` asks again (the 'Try again' button). */
export function useJobs(): { state: JobsState; retry: () => void } {
  const [state, setState] = useState<JobsState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the trigger: each 'Try again' loads the list again
  useEffect(() => {
    const controller = new AbortController()
    void fetchJobs(controller.signal).then((result) => {
      if (controller.signal.aborted) return
      // A transition: rendering the whole list is interruptible, so it never blocks a tap for long.
      startTransition(() =>
        setState(
          result.loaded ? { status: 'ready', jobs: result.jobs, savedAt: result.savedAt } : { status: 'failed' },
        ),
      )
    })
    return () => controller.abort()
  }, [attempt])
  const retry = useCallback(() => {
    setState({ status: 'loading' })
    setAttempt((count) => count + 1)
  }, [])
  return { state, retry }
}
