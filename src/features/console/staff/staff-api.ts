import { listOf } from '../../../contracts/console'
import { type StaffMember, type StaffRole, staffMemberSchema } from '../../../contracts/console-access'
import { consoleData, consoleRequest } from '../console-api'

export const fetchStaff = async (signal: AbortSignal): Promise<StaffMember[]> =>
  (await consoleData('staff/', listOf(staffMemberSchema), { signal })).results

export const changeRole = async (id: number, role: StaffRole): Promise<void> => {
  await consoleRequest(`staff/${id}/role`, null, { method: 'PUT', body: { role } })
}

export const endStaffSessions = async (id: number): Promise<void> => {
  await consoleRequest(`staff/${id}/end-sessions`, null, { method: 'POST' })
}

export const resetTwoStep = async (id: number): Promise<void> => {
  await consoleRequest(`staff/${id}/reset-two-step`, null, { method: 'POST' })
}

/** Removes one of a staff member's passkeys (a destructive act: it may ask for a fresh code). */
export const removeStaffPasskey = async (id: number, passkeyId: string): Promise<void> => {
  await consoleRequest(`staff/${id}/passkeys/${encodeURIComponent(passkeyId)}`, null, { method: 'DELETE' })
}
