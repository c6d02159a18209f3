import { listOf, type StaffSession, staffSessionSchema } from '../../../contracts/console'
import { consoleData, consoleRequest } from '../console-api'

export const fetchSessions = async (signal: AbortSignal): Promise<StaffSession[]> =>
  (await consoleData('sessions/', listOf(staffSessionSchema), { signal })).results

export const endSession = async (id: string): Promise<void> => {
  await consoleRequest(`sessions/${encodeURIComponent(id)}`, null, { method: 'DELETE' })
}

export const signOutEverywhere = async (): Promise<void> => {
  await consoleRequest('sign-out-everywhere', null, { method: 'POST' })
}
