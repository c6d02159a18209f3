import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { arrivedThrough, rememberShareLink, withoutShareLink } from './share-link-arrival'

/**
 * Opened through a share link (`/j/<code>` redirects to `/job-openings?job=<id>&via=<code>`): keep the
 * code on this device for the job, then take it out of the address.
 */
export function useShareLinkArrival(jobId: number | undefined): void {
  const router = useRouter()
  useEffect(() => {
    const code = arrivedThrough(window.location.search)
    if (code === undefined) return
    if (jobId !== undefined) rememberShareLink(jobId, code)
    router.history.replace(withoutShareLink(window.location.href), router.history.location.state)
  }, [jobId, router])
}
