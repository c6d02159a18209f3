import { useState } from 'react'
import { Notice, NoticeAction, NoticeDismiss, Notices } from '../../components/notices/notices'
import { useClearSpot } from './use-clear-spot'
import { type ConnectionNotice, useConnectionNotice } from './use-connection-notice'

const offlineReadyVisibleMs = 6000
const offlineReadyId = 'offline-ready-notice'
const findOfflineReady = () => document.getElementById(offlineReadyId)

export interface PwaNoticesProps {
  offlineReady: boolean
  dismissOfflineReady: () => void
  activateUpdate: (() => void) | undefined
}

/** The app's own news as notices: the connection, offline readiness and an update waiting. */
export function PwaNotices({ offlineReady, dismissOfflineReady, activateUpdate }: PwaNoticesProps) {
  const connection = useConnectionNotice()
  // A connection notice swiped away stays away until the connection changes again (React's
  // documented way to reset state when a value changes: during render, not in an effect).
  const [dismissed, setDismissed] = useState<ConnectionNotice>()
  const [shown, setShown] = useState(connection)
  if (shown !== connection) {
    setShown(connection)
    setDismissed(undefined)
  }
  const connectionNotice = (state: Exclude<ConnectionNotice, undefined>) => ({
    open: connection === state && dismissed !== state,
    onOpenChange: (open: boolean) => !open && setDismissed(state),
  })

  // 'Ready to work offline' waits for a spot where it covers no control and no dialog is open, and
  // moves or steps aside when one comes under it (issue 60 item 11); the other notices go with it.
  const offlineReadySpot = useClearSpot(offlineReady, findOfflineReady)

  return (
    <Notices placement={offlineReadySpot ?? 'bottom'} label="Notices about the app">
      <Notice {...connectionNotice('offline')} tone="warning">
        You are offline. Saved pages still work.
      </Notice>
      <Notice {...connectionNotice('back-online')}>You are back online.</Notice>
      <Notice
        id={offlineReadyId}
        open={offlineReady && offlineReadySpot !== undefined}
        onOpenChange={(open) => !open && dismissOfflineReady()}
        duration={offlineReadyVisibleMs}
        action={<NoticeDismiss />}
      >
        Ready to work offline
      </Notice>
      <Notice
        open={activateUpdate !== undefined}
        action={
          <NoticeAction altText="Reload the page to use the new version" onClick={() => activateUpdate?.()}>
            Reload
          </NoticeAction>
        }
      >
        A new version is available
      </Notice>
    </Notices>
  )
}
