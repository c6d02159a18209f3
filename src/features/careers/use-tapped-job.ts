import { useEffect, useRef, useState } from 'react'
import type { Job } from './job-schema'

/**
 * The job whose 'Apply Now' was just tapped, for the dialog's frame while its code loads: known in
 * the tap's own render, before the router has put `?apply=` in the URL. Forgotten once the dialog
 * closes (`open`: `?apply=` set, then gone).
 */
export function useTappedJob(open: boolean) {
  const [tapped, setTapped] = useState<Job | undefined>(undefined)
  const wasOpen = useRef(false)
  useEffect(() => {
    if (open) wasOpen.current = true
    else if (wasOpen.current) {
      wasOpen.current = false
      setTapped(undefined)
    }
  }, [open])
  return [tapped, setTapped] as const
}
