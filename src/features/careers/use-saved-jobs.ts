import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import type { Job } from './job-schema'
import { loadSavedJobs, storeSavedJobs } from './saved-jobs'

/** The jobs saved on this device, and a toggle. Loaded after the first render, off the critical path. */
export function useSavedJobs() {
  const [saved, setSaved] = useState<Job[]>([])
  const [loaded, setLoaded] = useState(false)
  const latest = useRef<Job[]>([])

  useEffect(() => {
    let active = true
    void loadSavedJobs().then((jobs) => {
      if (!active) return
      latest.current = jobs
      // Re-rendering the list with the saved marks can wait for a tap: a transition yields to one.
      startTransition(() => {
        setSaved(jobs)
        setLoaded(true)
      })
    })
    return () => {
      active = false
    }
  }, [])

  const toggle = useCallback((job: Job) => {
    const current = latest.current
    const next = current.some((item) => item.id === job.id)
      ? current.filter((item) => item.id !== job.id)
      : [...current, job]
    latest.current = next
    setSaved(next)
    void storeSavedJobs(next)
  }, [])

  return { saved, loaded, toggle }
}
