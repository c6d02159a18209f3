import { settings } from '../../site/settings'

/** The Arcnova mark with the wordmark; the same file the loading screen shows. */
export function Logo({ className }: { className?: string }) {
  return <img className={className} src="/logo.svg" width="220" height="44" alt={settings.companyName} />
}
