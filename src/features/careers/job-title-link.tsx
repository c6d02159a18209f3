import { useNavigate } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'
import { jobUrl } from './job-posting'

/** A click the browser should handle itself: a new tab or window, a download, another button. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
}

/**
 * A job's shareable link (`/job-openings?job=<id>`), opened in the page like the router's Link. Not a
 * Link: each Link re-reads the location on every URL change (`router.buildLocation`), and the page
 * changes its URL on every search change; 200 cards made each change 200 such calls (record 075).
 * This one only asks the router when it is clicked.
 */
export function JobTitleLink({
  jobId,
  className,
  children,
}: {
  jobId: number
  className: string | undefined
  children: ReactNode
}) {
  const navigate = useNavigate()
  return (
    <a
      href={jobUrl('', jobId)}
      className={className}
      onClick={(event) => {
        if (event.defaultPrevented || opensElsewhere(event)) return
        event.preventDefault()
        void navigate({ to: '/job-openings', search: { job: jobId }, resetScroll: false })
      }}
    >
      {children}
    </a>
  )
}
