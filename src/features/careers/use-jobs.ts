import { startTransition, useCallback, useEffect, useState } from 'react'
import type { InitialJobs } from './initial-jobs'
import { fetchJobs, type JobListResult } from './jobs-api'

export type JobsState =
  | { status: 'loading' }
  | { status: 'failed' }
  | ({ status: 'ready' } & Omit<Extract<JobListResult, { loaded: true }>, 'loaded'>)

/**
 * The openings: those the server rendered the page with (`initial`), otherwise loaded once per visit
 * to the page; `retry` asks again (the 'Try again' button).
 */
export function useJobs(initial?: InitialJobs): { state: JobsState; retry: () => void } {
  // The first render shows exactly what the server's HTML shows, so hydration matches it.
  const [state, setState] = useState<JobsState>(() =>
    initial ? { status: 'ready', jobs: initial.jobs } : { status: 'loading' },
  )
  const [attempt, setAttempt] = useState(0)
  const [initialSavedAt] = useState(initial?.savedAt)
  // The service worker's last copy (offline) says so once hydrated, as a list it answered does.
  useEffect(() => {
    if (initialSavedAt)
      setState((current) => (current.status === 'ready' ? { ...current, savedAt: initialSavedAt } : current))
  }, [initialSavedAt])
  const [hadInitial] = useState(initial !== undefined)
  // `attempt` is the trigger: each 'Try again' loads the list again.
  useEffect(() => {
    if (hadInitial && attempt === 0) return
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
  }, [attempt, hadInitial])
  const retry = useCallback(() => {
    setState({ status: 'loading' })
    setAttempt((count) => count + 1)
  }, [])
  return { state, retry }
}
