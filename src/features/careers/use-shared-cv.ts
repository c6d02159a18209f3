import { useCallback, useEffect, useState } from 'react'
import { readValue, sharedCvKey } from './careers-store'
import type { SharedCv } from './shared-cv'

const loadSharedCv = () => import('./shared-cv')

/**
 * A CV shared to the installed app from another app, if one is waiting on this device. Most visitors
 * have none: one IndexedDB read tells, and only then does the code that parses it (and the banner) load.
 */
export function useSharedCv() {
  const [shared, setShared] = useState<SharedCv | undefined>(undefined)

  useEffect(() => {
    readValue(sharedCvKey)
      .then(async (stored) => {
        if (stored === undefined) return
        const { readSharedCv } = await loadSharedCv()
        setShared(await readSharedCv())
      })
      .catch((error: unknown) => console.warn('Could not read the shared CV', error))
  }, [])

  /** 'Discard', or the application was sent: the file leaves the device. */
  const forget = useCallback(() => {
    setShared(undefined)
    loadSharedCv()
      .then(({ deleteSharedCv }) => deleteSharedCv())
      .catch((error: unknown) => console.warn('Could not delete the shared CV', error))
  }, [])

  return { shared, forget }
}
