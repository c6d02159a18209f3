import { type ConsoleArea, consoleAreas, type StaffRole } from '../../contracts/console-access'

/** The console's screens, in navigation order (the table in contracts/console-access, which the server enforces). */
export const consoleScreens = consoleAreas

export type ConsoleScreen = ConsoleArea

/** The screens one's role opens, in navigation order. */
export const screensFor = (role: StaffRole) =>
  consoleScreens.filter((screen) => (screen.roles as readonly StaffRole[]).includes(role))

/** `/console` and `/console/` open the first screen of one's role; anything unknown is null. */
export function screenFor(splat: string | undefined, role: StaffRole = 'admin'): ConsoleScreen | null {
  const slug = (splat ?? '').replace(/\/+$/, '') || (screensFor(role)[0]?.slug ?? 'account')
  return consoleScreens.find((screen) => screen.slug === slug)?.slug ?? null
}
