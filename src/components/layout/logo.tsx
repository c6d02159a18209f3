import { settings } from '../../site/settings'

/** The Arcnova mark (an arc over a rising bar) with the wordmark. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 220 44" width="220" height="44" role="img" aria-label={settings.companyName}>
      <circle cx="22" cy="22" r="20" fill="var(--color-brand, #0b3a67)" />
      <path d="M10 28a12 12 0 0 1 24 0" fill="none" stroke="#f2a33a" strokeWidth="4" strokeLinecap="round" />
      <rect x="19.5" y="12" width="5" height="18" rx="2.5" fill="#ffffff" />
      <text x="50" y="28" fontFamily="Roboto, Arial, sans-serif" fontSize="20" fontWeight="700" fill="var(--color-brand, #0b3a67)">
        Arcnova
      </text>
      <text x="138" y="28" fontFamily="Roboto, Arial, sans-serif" fontSize="14" fontWeight="500" fill="#0e7c86">
        Consulting
      </text>
    </svg>
  )
}
