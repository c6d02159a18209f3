import { useEffect, useRef, useState } from 'react'
import { useOnlineStatus } from '../../lib/use-online-status'

export type ConnectionNotice = 'offline' | 'back-online' | undefined

const backOnlineVisibleMs = 4000

/** 'offline' while the connection is down; 'back-online' for a few seconds once it returns. */
export function useConnectionNotice(): ConnectionNotice {
  const online = useOnlineStatus()
  const wasOffline = useRef(false)
  const [backOnline, setBackOnline] = useState(false)

  useEffect(() => {
    if (!online) {
      wasOffline.current = true
      setBackOnline(false)
      return
    }
    if (!wasOffline.current) return
    wasOffline.current = false
    setBackOnline(true)
    const timer = setTimeout(() => setBackOnline(false), backOnlineVisibleMs)
    return () => clearTimeout(timer)
  }, [online])

  if (!online) return 'offline'
  return backOnline ? 'back-online' : undefined
}
