import { LoadingScreen } from './loading-screen'
import { useFontGate } from './font-gate'

/** Shows the loading screen while the web fonts load (never when they are already there). */
export function StartupGate() {
  return useFontGate() === 'loading' ? <LoadingScreen /> : null
}
