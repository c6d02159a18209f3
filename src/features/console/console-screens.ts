/** The console's screens, in navigation order: the address part after /console/ and the link's words. */
export const consoleScreens = [
  { slug: 'applications', label: 'Applications' },
  { slug: 'jobs', label: 'Jobs' },
  { slug: 'plans', label: 'Plans' },
  { slug: 'referrals', label: 'Referrals' },
  { slug: 'messages', label: 'Messages' },
  { slug: 'orders', label: 'Orders' },
  { slug: 'audit', label: 'Audit log' },
  { slug: 'account', label: 'Account' },
] as const

export type ConsoleScreen = (typeof consoleScreens)[number]['slug']

/** `/console` and `/console/` open the applications; anything unknown is null. */
export function screenFor(splat: string | undefined): ConsoleScreen | null {
  const slug = (splat ?? '').replace(/\/+$/, '') || 'applications'
  return consoleScreens.find((screen) => screen.slug === slug)?.slug ?? null
}
