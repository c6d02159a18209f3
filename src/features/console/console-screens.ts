import { type ConsoleArea, consoleAreas, type StaffRole } from '../../contracts/console-access'

/** The console's screens, in navigation order (the table in contracts/console-access, which the server enforces). */
export const consoleScreens = consoleAreas

export type ConsoleScreen = ConsoleArea

/** The screens one's role opens, in navigation order. */
export const screensFor = (role: StaffRole) =>
  consoleScreens.filter((screen) => (screen.roles as readonly StaffRole[]).includes(role))

/** A job's pipeline has an address of its own below 'Jobs', so reload and Back keep it (issue 60 item 3). */
export const pipelineAddress = (jobId: number) => `jobs/${jobId}/pipeline`

/** The job whose pipeline the address names, or null. */
export function pipelineJobOf(splat: string | undefined): number | null {
  const match = /^jobs\/([1-9]\d{0,9})\/pipeline\/?$/.exec(splat ?? '')
  return match === null ? null : Number(match[1])
}

/** `/console` and `/console/` open the first screen of one's role; anything unknown is null. */
export function screenFor(splat: string | undefined, role: StaffRole = 'admin'): ConsoleScreen | null {
  if (pipelineJobOf(splat) !== null) return 'jobs'
  const slug = (splat ?? '').replace(/\/+$/, '') || (screensFor(role)[0]?.slug ?? 'account')
  return consoleScreens.find((screen) => screen.slug === slug)?.slug ?? null
}
