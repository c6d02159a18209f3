import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { shareLinkParam } from '../../contracts/share-link-code'

/**
 * Opened through a share link (`/j/<code>` redirects to `/job-openings?job=<id>&via=<code>`): keep the
 * code on this device for the job, then take it out of the address. The code that does so loads only
 * then, outside the page's first-load budget.
 */
export function useShareLinkArrival(jobId: number | undefined): void {
  const router = useRouter()
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has(shareLinkParam)) return
    void import('./share-link-arrival').then(({ arrivedThrough, rememberShareLink, withoutShareLink }) => {
      const code = arrivedThrough(window.location.search)
      if (code !== undefined && jobId !== undefined) rememberShareLink(jobId, code)
      router.history.replace(withoutShareLink(window.location.href), router.history.location.state)
    })
  }, [jobId, router])
}
