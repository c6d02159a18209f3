import { useEffect, useState } from 'react'
import { useOnlineStatus } from '../../lib/use-online-status'
import { connectionReturnUnannounced, markConnectionReturnAnnounced } from './connection-return'

export type ConnectionNotice = 'offline' | 'back-online' | undefined

const backOnlineVisibleMs = 4000

/** 'offline' while the connection is down; 'back-online' for a few seconds once it returns. */
export function useConnectionNotice(): ConnectionNotice {
  const online = useOnlineStatus()
  const [backOnline, setBackOnline] = useState(false)

  // Driven by the browser's events, not by the rendered value: this layer may mount (and hydrate
  // with the prerender's "online") just before the connection returns, and must still say so.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const showBackOnline = () => {
      clearTimeout(timer)
      setBackOnline(true)
      timer = setTimeout(() => {
        setBackOnline(false)
        markConnectionReturnAnnounced()
      }, backOnlineVisibleMs)
    }
    const onOffline = () => {
      clearTimeout(timer)
      setBackOnline(false)
    }
    window.addEventListener('online', showBackOnline)
    window.addEventListener('offline', onOffline)
    // The connection may have come back while this page was still loading: the visitor has not been
    // told, however long ago that was, so the notice gets its whole time from now.
    if (navigator.onLine && connectionReturnUnannounced()) showBackOnline()
    return () => {
      clearTimeout(timer)
      window.removeEventListener('online', showBackOnline)
      window.removeEventListener('offline', onOffline)
    }
  }, [])

  if (!online) return 'offline'
  return backOnline ? 'back-online' : undefined
}
