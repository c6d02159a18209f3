import { useSyncExternalStore } from 'react'
import { installSnapshot, subscribeToInstallState, type InstallState } from './install-prompt-events'

export { promptInstall } from './install-prompt-events'

export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribeToInstallState, installSnapshot, () => 'unavailable')
}
