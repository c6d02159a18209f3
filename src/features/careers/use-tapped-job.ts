import { useEffect, useRef, useState } from 'react'
import type { Job } from './job-schema'

/**
 * The job whose 'Apply Now' was just tapped, for the dialog's frame while its code loads: known in
 * the tap's own render, before the router has put `?apply=` in the URL. Forgotten once the dialog
 * closes (`apply` set, then gone).
 */
export function useTappedJob(apply: number | undefined) {
  const [tapped, setTapped] = useState<Job | undefined>(undefined)
  const wasOpen = useRef(false)
  useEffect(() => {
    if (apply !== undefined) wasOpen.current = true
    else if (wasOpen.current) {
      wasOpen.current = false
      setTapped(undefined)
    }
  }, [apply])
  return [tapped, setTapped] as const
}
